import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { aCreatorCard } from '../../testing/creator-card.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { ProjectProposals } from './project-proposals.js';

/** "Verão" (project 9), its briefing sent, with Ana Souza (creator 5) asked for 2 stories at R$ 1.500,00. */
const verao: Project = {
  id: 9,
  status: 'Send briefing',
  wizard: {
    id: 9, step: 2, projectName: 'Verão', image: null, projectType: 'paid', amountCentavos: 500_000,
    creators: [{ creatorId: 5, stories: 2, feed: 0, tiktok: 0 }],
    briefing: { humor: [], mission: 'Mostrar o verão.', creator: '', startDate: '2099-01-10', endDate: '2099-03-01' },
    references: [],
  },
  creators: [{ delivery: { creatorId: 5, stories: 2, feed: 0, tiktok: 0 }, creator: aCreatorCard({ id: 5, slug: 'ana-souza', name: 'Ana Souza' }), amountCentavos: 150_000 }],
  options: [],
  total: { creatorsCentavos: 150_000, optionsCentavos: 0, totalCentavos: 150_000 },
  allowedMoves: [],
  createdAt: '2099-01-01T12:00:00Z',
  updatedAt: '2099-01-01T12:00:00Z',
};

/** The brand of "Verão" signed in, the project known to the proposals' server. */
async function theBrandOfVerao(): Promise<TestWorld> {
  const world = aTestWorld();
  const brand = await aSignedUpAccount(world, 'brand', 'Café Recife', 'cafe@exemplo.com.br');
  world.proposals.seedProject({ id: 9, name: 'Verão', brand: { id: 1, name: 'Café Recife', userId: brand.externalId }, creators: [{ id: 5, name: 'Ana Souza', slug: 'ana-souza', parties: { creatorUserId: 'ana-uid' } }] });
  return world;
}

describe('the proposals form', { timeout: 45_000 }, () => {
  it('refuses an amount that is not one beside its field and keeps it, then sends 1800.50 as R$ 1.800,50, busy meanwhile', async () => {
    const user = userEvent.setup();
    const world = await theBrandOfVerao();
    renderWithStores(<ProjectProposals project={verao} />, { path: '/projetos/9', world });
    expect(await screen.findByText('Nenhuma proposta enviada ainda. Envie propostas aos criadores do projeto.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar propostas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar propostas' });
    const amount = within(dialog).getByRole('textbox', { name: 'Valor para Ana Souza (R$)' });
    expect(amount).toHaveValue('1.500,00');
    expect(within(dialog).getByText(/^2 stories/)).toHaveTextContent('2 stories · até 01/03/2099');

    // Typed over the suggested amount, selected whole, as a person replaces it.
    await user.type(amount, '1.800.50', { initialSelectionStart: 0, initialSelectionEnd: '1.500,00'.length });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar 1 proposta' }));
    await waitFor(() => { expect(amount).toHaveAccessibleErrorMessage(/^Informe um valor em reais maior que zero/); });
    expect(amount).toHaveValue('1.800.50');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Confira os valores e prazos marcados.');

    // The person fixes the typo: the first dot goes, and 1800.50 is read as R$ 1.800,50.
    await user.type(amount, '{Delete}', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount).toHaveValue('1800.50');
    const sending = holdCalls(world.proposals, 'create');
    const send = within(dialog).getByRole('button', { name: 'Enviar 1 proposta' });
    await user.click(send);
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeDisabled();
    expect(sending.waiting).toBe(1);
    sending.release();

    const sent = await screen.findByRole('link', { name: 'Ana Souza' });
    expect(sent.closest('li')).toHaveTextContent(/^Ana SouzaR\$ 1\.800,50/);
    await waitFor(() => { expect(screen.queryByRole('dialog', { name: 'Enviar propostas' })).toBeNull(); });
    expect((await world.contracts.get(1)).terms.amountCentavos).toBe(180_050);
  });
});
