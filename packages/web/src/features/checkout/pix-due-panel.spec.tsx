import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBrandsAcceptedContract } from '../../testing/deal.builder.js';
import { holdCalls } from '../../testing/held-calls.testing.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld, type TestWorld } from '../../testing/test-container.js';
import { CheckoutPage } from './checkout-page.js';

const DAY_SECONDS = 86_400;

/** {@link aBrandsAcceptedContract} in a new world. */
async function anAcceptedContract({ cnpj = true } = {}): Promise<TestWorld> {
  const world = aTestWorld();
  await aBrandsAcceptedContract(world, { cnpj });
  return world;
}

/** The text with its spaces as one kind (formatBRL writes a no-break one after "R$"). */
const plain = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ');

async function openPixDueTab(world: TestWorld, user: ReturnType<typeof userEvent.setup>): Promise<void> {
  renderWithStores(<CheckoutPage />, { path: '/contratos/:id/pagamento', entry: '/contratos/1/pagamento', world });
  // The arrow keys between the tabs are a real browser's (e2e keyboard-contract.spec.ts).
  const tab = await screen.findByRole('tab', { name: 'Pix com vencimento' });
  await user.click(tab);
  expect(tab).toHaveAttribute('aria-selected', 'true');
}

describe('the checkout Pix com vencimento panel', { timeout: 45_000 }, () => {
  it('suggests a due date, states the total, fine and interest in pt-BR, and generates the Pix that the simulated payment settles', async () => {
    const user = userEvent.setup();
    const world = await anAcceptedContract();
    await openPixDueTab(world, user);
    const form = screen.getByRole('form', { name: 'Pagamento com Pix com vencimento' });
    expect(within(form).getByRole('textbox', { name: 'Vencimento' })).toHaveValue('07/01/2026');
    const terms = within(form).getByTestId('pix-due-terms');
    expect(plain(terms)).toBe('Total até o vencimento, 07/01/2026: R$ 1.650,00Depois do vencimento: multa de 2% (R$ 33,00) e juros de 1% ao mês (R$ 0,55 por dia), até 17/01/2026.');

    const charging = holdCalls(world.payments, 'pay');
    const generate = within(form).getByRole('button', { name: 'Gerar Pix com vencimento' });
    await user.click(generate);
    await waitFor(() => { expect(charging.waiting).toBe(1); });
    expect(generate).toHaveAttribute('aria-busy', 'true');
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    charging.release();

    const code = await screen.findByRole('textbox', { name: 'Pix copia e cola' });
    expect((code as HTMLTextAreaElement).value).toMatch(/^00020126PIX/);
    expect(screen.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
    expect(plain(screen.getByTestId('pix-due-terms'))).toBe(
      'Vencimento: 07/01/2026 · Total R$ 1.650,00Depois do vencimento: multa de 2% (R$ 33,00) e juros de 1% ao mês (R$ 0,55 por dia), até 17/01/2026.O contrato fica aguardando este pagamento até 17/01/2026.',
    );
    // The immediate Pix's countdown is not this one's.
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Pix' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/contratos/1');
    expect((await world.contracts.get(1)).status).toBe('paid');
    expect((await world.payments.list()).map((payment) => [payment.method, payment.status])).toEqual([['pix_due', 'paid']]);
  });

  it("shows the server's refusal of the day beside the field, and keeps the day chosen", async () => {
    const user = userEvent.setup();
    const world = await anAcceptedContract();
    await openPixDueTab(world, user);
    const day = screen.getByRole('textbox', { name: 'Vencimento' });
    await user.clear(day);
    await user.type(day, '05/01/2026');
    await user.tab();
    // The page stayed open for days: the day chosen is no longer after today.
    world.clock.advance(10 * DAY_SECONDS);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix com vencimento' }));
    await waitFor(() => { expect(day).toHaveAccessibleDescription('Escolha um vencimento a partir de amanhã.'); });
    expect(day).toHaveValue('05/01/2026');
    expect(screen.queryByRole('textbox', { name: 'Pix copia e cola' })).toBeNull();
  });

  it('says why it is not offered, with no button to press', async () => {
    const user = userEvent.setup();
    const world = await anAcceptedContract({ cnpj: false });
    await openPixDueTab(world, user);
    const panel = screen.getByRole('tabpanel', { name: 'Pix com vencimento' });
    expect(panel).toHaveTextContent('Cadastre o CNPJ da marca no seu perfil para pagar com Pix com vencimento.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
