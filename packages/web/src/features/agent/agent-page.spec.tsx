import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator, aSignedUpAccount, signInAgain } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { AgentPage } from './agent-page.js';
import { AgentWorkspaceStore } from '../../stores/agent-workspace.store.js';

const AGENT_EMAIL = 'sol@exemplo.com.br';

/** An agent whose code Ana (creator 11) used; the agent is signed in again. */
async function anAgentWithAna(): Promise<{ world: TestWorld; token: string }> {
  const world = aTestWorld();
  await aSignedUpAccount(world, 'agent', 'Agência Sol', AGENT_EMAIL);
  const token = await world.agents.getOwnToken();
  await world.stores.session.signOut();
  const ana = await aSignedInCreator(world);
  await world.agents.linkAgent(ana.externalId, token);
  await signInAgain(world, AGENT_EMAIL);
  return { world, token };
}

describe('AgentPage', { timeout: 45_000 }, () => {
  it('shows the link code, copies it, and lists each creator with the profile completion', async () => {
    const user = userEvent.setup();
    const { world, token } = await anAgentWithAna();
    renderWithStores(<AgentPage />, { path: '/agente', world });
    expect(await screen.findByRole('heading', { level: 1, name: 'Área do agente' })).toBeVisible();
    expect((await screen.findByLabelText('Código de agente')).textContent).toBe(token);
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await navigator.clipboard.readText()).toBe(token);
    const ana = screen.getByRole('listitem');
    expect(within(ana).getByText('Ana Silva')).toBeVisible();
    const percent = world.stores.pageStore(AgentWorkspaceStore).creators[0]?.completion.percent;
    expect(within(ana).getByText(`${String(percent)}% completo`)).toBeVisible();
  });

  it('"Atuar como" keeps the creator for this tab and opens the editor', async () => {
    const user = userEvent.setup();
    const { world } = await anAgentWithAna();
    renderWithStores(<AgentPage />, { path: '/agente', world });
    await user.click(await screen.findByRole('button', { name: 'Atuar como Ana Silva' }));
    expect((await screen.findByTestId('navigated-to')).textContent).toBe('/perfil');
    expect(world.stores.actingAs.name).toBe('Ana Silva');
    expect(world.actingAsStorage.kept).toEqual({ id: 11, name: 'Ana Silva' });
  });

  it('rotates the code only after the confirmation, and the old code stops naming the agent', async () => {
    const user = userEvent.setup();
    const { world, token } = await anAgentWithAna();
    renderWithStores(<AgentPage />, { path: '/agente', world });
    await user.click(await screen.findByRole('button', { name: 'Trocar código' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Trocar o código de agente?' });
    expect(within(dialog).getByText(/deixa de valer na hora/)).toBeVisible();
    expect(world.stores.pageStore(AgentWorkspaceStore).token).toBe(token);
    await user.click(within(dialog).getByRole('button', { name: 'Trocar código' }));
    expect(await screen.findByText('Código trocado. O anterior não vale mais.')).toBeVisible();
    expect(screen.getByLabelText('Código de agente').textContent).not.toBe(token);
    await expect(world.agents.getByToken(token)).rejects.toMatchObject({ code: 'AGENT.NOT_FOUND' });
  });

  it('unlinks a creator after the confirmation; acting for them is refused from then on', async () => {
    const user = userEvent.setup();
    const { world } = await anAgentWithAna();
    renderWithStores(<AgentPage />, { path: '/agente', world });
    await user.click(await screen.findByRole('button', { name: 'Desvincular Ana Silva' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desvincular Ana Silva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByText(/Nenhum criador vinculado ainda/)).toBeVisible();
    await expect(world.creators.setJobPrices({ stories: 100_00, feed: 0, tiktok: 0 }, 11)).rejects.toMatchObject({ code: 'AGENT.NOT_LINKED' });
  });

  it('tells a creator this area is for agents', async () => {
    const world = aTestWorld();
    await aSignedInCreator(world);
    renderWithStores(<AgentPage />, { path: '/agente', world });
    expect(await screen.findByText('Esta área é só para contas de agente.')).toBeVisible();
    expect(screen.queryByLabelText('Código de agente')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Trocar código' })).toBeNull();
  });
});
