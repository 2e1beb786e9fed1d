import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { aBrandsAcceptedContract } from '../../testing/deal.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { PaymentsPage } from './payments-page.js';

const card = { number: '4242424242424242', holderName: 'Rita Lima', expiryMonth: 12, expiryYear: 2099, cvc: '123' };

/** A brand signed in that paid Ana R$ 1.800,50 on "Verão" (project 9) by card and R$ 900,00 on "Inverno" (10). */
async function aBrandThatPaid(): Promise<TestWorld> {
  const world = aTestWorld();
  const brand = await aSignedUpAccount(world, 'brand', 'Café Recife', 'cafe@exemplo.com.br');
  const ana = { id: 5, name: 'Ana Souza', slug: 'ana', parties: { creatorUserId: 'ana-uid' } };
  for (const [projectId, name, amountCentavos] of [[9, 'Verão', 180_050], [10, 'Inverno', 90_000]] as const) {
    world.proposals.seedProject({ id: projectId, name, brand: { id: 1, name: 'Café Recife', userId: brand.externalId }, creators: [ana] });
    world.session.signInAs(brand.externalId);
    const [contract] = await world.proposals.create({ projectId, proposals: [{ creatorId: 5, stories: 1, feed: 0, tiktok: 0, amountCentavos, deadline: '2099-02-01', message: '' }] });
    world.session.signInAs('ana-uid');
    await world.contracts.move(contract?.id ?? 0, { kind: 'accept' });
    world.session.signInAs(brand.externalId);
    await world.payments.pay({ contractIds: [contract?.id ?? 0], method: 'card', cardToken: (await world.payments.tokenize(card)).token });
  }
  return world;
}

/** The amounts a payment's card shows, term by term ("Valor R$ 1.800,50"). */
const moneyOf = (payment: HTMLElement) => within(payment).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent ?? ''}`.replace(/\s+/g, ' '));

describe('the payments page', { timeout: 45_000 }, () => {
  it('shows each payment with its status and money in BRL, filters by project, and says an export runs', async () => {
    const user = userEvent.setup();
    const world = await aBrandThatPaid();
    renderWithStores(<PaymentsPage />, { path: '/pagamentos', world });
    const list = await screen.findByRole('list', { name: 'Seus pagamentos' });
    const verao = within(list).getByRole('heading', { name: 'Verão' }).closest('li');
    if (verao === null) throw new Error('the payment of Verão');
    expect(verao).toHaveTextContent('Pago');
    expect(verao).toHaveTextContent('Cartão');
    expect(moneyOf(verao)).toEqual(['Valor R$ 1.800,50', 'Taxa R$ 180,05', 'Total R$ 1.980,55']);
    expect(within(verao).getByRole('link', { name: /^Recibo do pagamento \d+, Verão$/ })).toHaveTextContent('Recibo');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Projeto' }), 'Inverno');
    await waitFor(() => { expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Inverno']); });

    const exporting = holdCalls(world.payments, 'export');
    const csv = screen.getByRole('button', { name: 'Exportar CSV' });
    await user.click(csv);
    expect(csv).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Exportar .xlsx' })).toHaveAttribute('aria-disabled', 'true');
    expect(exporting.waiting).toBe(1);
  });

  it('names a Pix com vencimento, says when it is due while it waits, and adds the fine and interest of a late payment', async () => {
    const world = aTestWorld();
    await aBrandsAcceptedContract(world);
    const due = await world.payments.pay({ contractIds: [1], method: 'pix_due', dueDate: '2026-01-07' });
    const view = renderWithStores(<PaymentsPage />, { path: '/pagamentos', world });
    const waiting = (await screen.findByRole('heading', { name: 'Verão' })).closest('li');
    if (waiting === null) throw new Error('the payment of Verão');
    expect(waiting).toHaveTextContent('Aguardando pagamento');
    expect(waiting).toHaveTextContent('Pix com vencimento');
    expect(waiting).toHaveTextContent('Vencimento em 07/01/2026');
    view.unmount();

    // Paid three days late.
    world.clock.advance(10 * 86_400);
    world.payments.settlePix(due.id);
    renderWithStores(<PaymentsPage />, { path: '/pagamentos', world });
    const paid = (await screen.findByRole('heading', { name: 'Verão' })).closest('li');
    if (paid === null) throw new Error('the payment of Verão');
    await waitFor(() => { expect(paid).toHaveTextContent('Pago'); });
    expect(paid).not.toHaveTextContent('Vencimento em');
    expect(moneyOf(paid)).toEqual(['Valor R$ 1.500,00', 'Taxa R$ 150,00', 'Total R$ 1.650,00', 'Multa e juros (pago após o vencimento) R$ 34,65', 'Total pago R$ 1.684,65']);
  });
});
