import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSignedUpAccount } from '../../testing/accounts.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { anAcceptedContractWithAna } from '../../testing/deal.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { CheckoutPage } from './checkout-page.js';

/** A brand signed in, whose proposal of R$ 1.800,50 to Ana on "Verão" (contract 1) Ana accepted. */
async function anAcceptedContract(): Promise<TestWorld> {
  const world = aTestWorld();
  const brand = await aSignedUpAccount(world, 'brand', 'Café Recife', 'cafe@exemplo.com.br');
  await anAcceptedContractWithAna(world, { parties: { brandUserId: brand.externalId, creatorUserId: 'ana-uid' } });
  return world;
}

async function openCardPanel(world: TestWorld, user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  renderWithStores(<CheckoutPage />, { path: '/contratos/:id/pagamento', entry: '/contratos/1/pagamento', world });
  await user.click(await screen.findByRole('tab', { name: 'Cartão de crédito' }));
  return screen.getByRole('form', { name: 'Pagamento com cartão' });
}

describe('the checkout card panel', { timeout: 45_000 }, () => {
  it('shows the total with the fee in BRL, refuses an expiry beside its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const world = await anAcceptedContract();
    const form = await openCardPanel(world, user);
    expect(screen.getByText('Valor dos contratos').parentElement).toHaveTextContent(/^Valor dos contratosR\$ 1\.800,50$/);
    expect(screen.getByText(/^Taxa da plataforma/).parentElement).toHaveTextContent(/^Taxa da plataforma \(10%\)R\$ 180,05$/);
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('R$ 1.980,55');
    const number = within(form).getByRole('textbox', { name: 'Número do cartão' });
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.type(within(form).getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Rita Lima');
    const expiry = within(form).getByRole('textbox', { name: 'Validade (MM/AA)' });
    await user.type(expiry, '12');
    await user.type(within(form).getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(within(form).getByRole('button', { name: /^Pagar R\$\s1\.980,55$/ }));
    await waitFor(() => { expect(expiry).toHaveAccessibleErrorMessage('Informe a validade como MM/AA.'); });
    expect(expiry).toHaveValue('12');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.queryByTestId('navigated-to')).toBeNull();
  });

  it('says the card is being charged while the provider answers, then opens the paid contract', async () => {
    const user = userEvent.setup();
    const world = await anAcceptedContract();
    const form = await openCardPanel(world, user);
    await user.type(within(form).getByRole('textbox', { name: 'Número do cartão' }), '4242424242424242');
    await user.type(within(form).getByRole('textbox', { name: 'Nome impresso no cartão' }), 'Rita Lima');
    await user.type(within(form).getByRole('textbox', { name: 'Validade (MM/AA)' }), '1299');
    await user.type(within(form).getByRole('textbox', { name: 'CVV' }), '123');
    const charging = holdCalls(world.payments, 'pay');
    const pay = within(form).getByRole('button', { name: /^Pagar R\$\s1\.980,55$/ });
    await user.click(pay);
    await waitFor(() => { expect(charging.waiting).toBe(1); });
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    await user.click(pay);
    expect(charging.waiting).toBe(1);
    charging.release();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/contratos/1');
    expect((await world.contracts.get(1)).status).toBe('paid');
  });
});
