import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator, aSignedUpAccount } from '../../testing/accounts.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { aProposalToAna, anAcceptedContractWithAna } from '../../testing/deal.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { ContractPage } from './contract-page.js';

// The counter-offer form has its own spec (counter-offer-form.spec.tsx); these are the page's other answers.

/** Ana signed in, with Café Recife's pending proposal of R$ 1.800,50 on "Verão" (contract 1) to answer. */
async function aProposalToAnswer(): Promise<TestWorld> {
  const world = aTestWorld();
  const ana = await aSignedInCreator(world, { name: 'Ana Souza', creatorId: 5 });
  await aProposalToAna(world, { parties: { brandUserId: 'brand-uid', creatorUserId: ana.externalId } });
  world.session.signInAs(ana.externalId);
  return world;
}

// The chat beside the contract is its own feature, with its own spec (features/chat).
const openContract = (world: TestWorld) => renderWithStores(<ContractPage chat={() => null} />, { path: '/contratos/:id', entry: '/contratos/1', world });

describe('the contract page answers', { timeout: 45_000 }, () => {
  it('shows the proposal in BRL, says the acceptance runs with the other answers held, then shows the agreed terms', async () => {
    const user = userEvent.setup();
    const world = await aProposalToAnswer();
    openContract(world);
    const proposal = (await screen.findByRole('heading', { name: 'Proposta da marca' })).closest('.chakra-card__root');
    expect(proposal).toHaveTextContent('Valor: R$ 1.800,50');
    expect(proposal).toHaveTextContent('Prazo: 01/02/2099');
    expect(proposal).toHaveTextContent('Entregas: 2 stories');

    const answering = holdCalls(world.contracts, 'move');
    const accept = screen.getByRole('button', { name: 'Aceitar proposta' });
    await user.click(accept);
    expect(accept).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fazer contraproposta' })).toBeDisabled();
    expect(answering.waiting).toBe(1);
    answering.release();

    const agreed = (await screen.findByRole('heading', { name: 'Termos combinados' })).closest('.chakra-card__root');
    expect(agreed).toHaveTextContent('Valor: R$ 1.800,50');
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).toBeNull();
    expect((await world.contracts.get(1)).status).toBe('accepted');
  });

  it('refuses after the confirmation, with the reason shown on the contract', async () => {
    const user = userEvent.setup();
    const world = await aProposalToAnswer();
    openContract(world);
    await user.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Recusar esta proposta?' });
    expect(dialog).toHaveTextContent('A marca será avisada. Esta proposta não poderá mais ser aceita.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo (opcional)' }), 'Agenda cheia.');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByText('Motivo informado: Agenda cheia.')).toBeVisible();
    await waitFor(() => { expect(screen.queryByRole('alertdialog')).toBeNull(); });
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).toBeNull();
    expect((await world.contracts.get(1)).status).toBe('rejected');
  });

  it('offers the brand the payment of an accepted contract and its cancellation, and no answer of the creator', async () => {
    const world = aTestWorld();
    const brand = await aSignedUpAccount(world, 'brand', 'Café Recife', 'cafe@exemplo.com.br');
    await anAcceptedContractWithAna(world, { parties: { brandUserId: brand.externalId, creatorUserId: 'ana-uid' } });
    openContract(world);
    expect(await screen.findByRole('link', { name: 'Pagar contrato' })).toHaveAttribute('href', '/contratos/1/pagamento');
    expect(screen.getByRole('button', { name: 'Cancelar contrato' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Aceitar proposta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fazer contraproposta' })).toBeNull();
  });
});
