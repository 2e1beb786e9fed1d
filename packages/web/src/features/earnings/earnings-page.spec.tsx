import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedInCreator } from '../../testing/accounts.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { EarningsPage } from './earnings-page.js';

const card = { number: '4242424242424242', holderName: 'Rita Lima', expiryMonth: 12, expiryYear: 2099, cvc: '123' };

/**
 * Ana (creator 5) signed in; a brand paid her R$ 1.800,50 on "Verão" (delivered and approved)
 * and R$ 900,00 on "Inverno" (not delivered yet).
 */
async function aCreatorWithEarnings(): Promise<TestWorld> {
  const world = aTestWorld();
  const ana = await aSignedInCreator(world, { name: 'Ana Souza', creatorId: 5 });
  const creator = { id: 5, name: 'Ana Souza', slug: 'ana-souza', parties: { creatorUserId: ana.externalId } };
  for (const [projectId, name, amountCentavos] of [[9, 'Verão', 180_050], [10, 'Inverno', 90_000]] as const) {
    world.proposals.seedProject({ id: projectId, name, brand: { id: 1, name: 'Café Recife', userId: 'brand-uid' }, creators: [creator] });
    world.session.signInAs('brand-uid');
    const [contract] = await world.proposals.create({ projectId, proposals: [{ creatorId: 5, stories: 1, feed: 0, tiktok: 0, amountCentavos, deadline: '2099-02-01', message: '' }] });
    world.session.signInAs(ana.externalId);
    await world.contracts.move(contract?.id ?? 0, { kind: 'accept' });
    world.session.signInAs('brand-uid');
    await world.payments.pay({ contractIds: [contract?.id ?? 0], method: 'card', cardToken: (await world.payments.tokenize(card)).token });
  }
  world.session.signInAs(ana.externalId);
  await world.deliveries.deliver({ projectId: 9, creatorId: 5, links: ['https://exemplo.com.br/post'], fileIds: [], note: '' });
  world.session.signInAs('brand-uid');
  await world.deliveries.approve(1);
  world.session.signInAs(ana.externalId);
  return world;
}

/** Each total as a person reads it: its label, then its amount. */
const totals = () => screen.getAllByRole('term').slice(0, 4).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`.replace(/\s+/g, ' '));

describe('the earnings page', { timeout: 45_000 }, () => {
  it('shows where the money stands in BRL, says a payout runs, then that it was asked for', async () => {
    const user = userEvent.setup();
    const world = await aCreatorWithEarnings();
    renderWithStores(<EarningsPage />, { path: '/ganhos', world });
    await screen.findByRole('list', { name: 'Ganhos por contrato' });
    expect(totals()).toEqual(['Guardado até a aprovação: R$ 900,00', 'Disponível para saque: R$ 1.800,50', 'A caminho: R$ 0,00', 'Já recebido: R$ 0,00']);
    expect(screen.getByText(/Os saques vão para:/)).toHaveTextContent('Os saques vão para: Chave Pix a***@exemplo.com.br');

    const paying = holdCalls(world.earnings, 'requestPayout');
    const ask = screen.getByRole('button', { name: 'Solicitar saque' });
    await user.click(ask);
    expect(ask).toHaveAttribute('aria-busy', 'true');
    await user.click(ask);
    expect(paying.waiting).toBe(1);
    paying.release();
    expect(await screen.findByText('Saque solicitado: o valor chega em instantes.')).toHaveAttribute('role', 'status');
    await waitFor(() => { expect(totals()).toEqual(['Guardado até a aprovação: R$ 900,00', 'Disponível para saque: R$ 0,00', 'A caminho: R$ 0,00', 'Já recebido: R$ 1.800,50']); });
    const verao = within(screen.getByRole('list', { name: 'Ganhos por contrato' })).getByRole('link', { name: 'Verão' }).closest('li');
    expect(verao).toHaveTextContent('Saque concluído');
  });

  it('without bank data, points to them and offers no payout', async () => {
    const world = await aCreatorWithEarnings();
    world.earnings.setDestination(false);
    renderWithStores(<EarningsPage />, { path: '/ganhos', world });
    expect(await screen.findByRole('link', { name: 'Ir para os dados bancários' })).toHaveAttribute('href', '/perfil/dados-bancarios');
    expect(screen.getByRole('button', { name: 'Solicitar saque' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/Os saques vão para:/)).toBeNull();
  });
});
