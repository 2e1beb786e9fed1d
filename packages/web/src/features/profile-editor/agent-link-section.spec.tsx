import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator, aSignedUpAccount } from '../../testing/accounts.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { AgentLinkSection } from './agent-link-section.js';
import { CreatorAgentStore } from '../../stores/creator-agent.store.js';

async function aCreatorHoldingAnAgentsCode() {
  const world = aTestWorld();
  await aSignedUpAccount(world, 'agent', 'Agência Sol', 'sol@exemplo.com.br');
  const token = await world.agents.getOwnToken();
  await world.stores.session.signOut();
  await aSignedInCreator(world);
  return { world, token };
}

describe('AgentLinkSection', { timeout: 45_000 }, () => {
  it("names the agent before linking, then links the creator's account to them", async () => {
    const user = userEvent.setup();
    const { world, token } = await aCreatorHoldingAnAgentsCode();
    renderWithStores(<AgentLinkSection />, { path: '/perfil/agente', world });
    await user.type(screen.getByRole('textbox', { name: 'Código do agente' }), token);
    await user.click(screen.getByRole('button', { name: 'Buscar agente' }));
    expect(await screen.findByText('Agência Sol', { selector: 'strong' })).toBeVisible();
    expect(world.stores.ownCreator.creator?.details.creatorAgentId ?? null).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vincular Agência Sol' }));
    expect(await screen.findByText(/Seu agente é/)).toBeVisible();
    expect((await world.creators.getOwnDetails()).creatorAgentId).not.toBeNull();
  });

  it('says beside the field when the code names no agent', async () => {
    const user = userEvent.setup();
    const { world } = await aCreatorHoldingAnAgentsCode();
    renderWithStores(<AgentLinkSection />, { path: '/perfil/agente', world });
    const field = screen.getByRole('textbox', { name: 'Código do agente' });
    await user.type(field, 'codigo-que-nao-existe-123');
    await user.click(screen.getByRole('button', { name: 'Buscar agente' }));
    await waitFor(() => { expect(field).toHaveAccessibleErrorMessage('Não encontramos um agente com este código. Confira com o seu agente.'); });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('codigo-que-nao-existe-123');
  });

  it('unlinks after the confirmation', async () => {
    const user = userEvent.setup();
    const { world, token } = await aCreatorHoldingAnAgentsCode();
    await world.stores.pageStore(CreatorAgentStore).link(token);
    renderWithStores(<AgentLinkSection />, { path: '/perfil/agente', world });
    await user.click(screen.getByRole('button', { name: 'Desvincular agente' }));
    await user.click(await screen.findByRole('button', { name: 'Desvincular' }));
    expect(await screen.findByRole('textbox', { name: 'Código do agente' })).toBeVisible();
    expect((await world.creators.getOwnDetails()).creatorAgentId).toBeNull();
  });
});
