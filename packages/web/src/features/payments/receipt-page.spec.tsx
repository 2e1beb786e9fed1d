import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBrandsAcceptedContract } from '../../testing/deal.builder.js';
import { renderWithStores } from '../../testing/render-with-stores.js';
import { aTestWorld } from '../../testing/test-container.js';
import { ReceiptPage } from './receipt-page.js';

/** The text with its spaces as one kind (formatBRL writes a no-break one after "R$"). */
const plain = (element: HTMLElement | null) => (element?.textContent ?? '').replace(/\s+/g, ' ');

describe('the receipt', { timeout: 45_000 }, () => {
  it('names a Pix com vencimento and adds the fine and interest of a late payment to the total paid', async () => {
    const world = aTestWorld();
    await aBrandsAcceptedContract(world);
    const due = await world.payments.pay({ contractIds: [1], method: 'pix_due', dueDate: '2026-01-07' });
    // Paid three days after the due date.
    world.clock.advance(10 * 86_400);
    world.payments.settlePix(due.id);
    renderWithStores(<ReceiptPage />, { path: '/pagamentos/:id/recibo', entry: `/pagamentos/${String(due.id)}/recibo`, world });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recibo de pagamento' })).toBeVisible();
    expect(plain(screen.getByText('Forma de pagamento').parentElement)).toBe('Forma de pagamentoPix com vencimento');
    expect(plain(screen.getByText('Multa e juros (pago após o vencimento)').parentElement)).toBe('Multa e juros (pago após o vencimento)R$ 34,65');
    expect(plain(screen.getByText('Total pago').parentElement)).toBe('Total pagoR$ 1.684,65');
  });
});
