import { describe, expect, it } from 'vitest';
import { pagarmeObjectOf, providerEventOf, type PagarmeReadBack } from './pagarme-events.js';

const charge = (status: string, paidAmount: number, canceledAmount = 0): PagarmeReadBack => ({ kind: 'charge', id: 'ch_0123456789abcdef', status, paidAmount, canceledAmount });
const transfer = (status: string): PagarmeReadBack => ({ kind: 'transfer', id: 'tran_0123456789abcdef', status });

describe("a Pagar.me webhook as the provider's event", () => {
  it('reads charges and transfers back, and leaves other types alone', () => {
    expect(['charge.paid', 'charge.payment_failed', 'charge.refunded', 'charge.canceled', 'charge.partial_canceled'].map(pagarmeObjectOf)).toEqual(Array(5).fill('charge'));
    expect(['transfer.paid', 'transfer.failed', 'transfer.canceled'].map(pagarmeObjectOf)).toEqual(Array(3).fill('transfer'));
    expect(['order.paid', 'charge.created', 'transfer.created', 'recipient.updated'].map(pagarmeObjectOf)).toEqual(Array(4).fill(null));
  });

  it('a paid charge is charge.paid with what Pagar.me says was paid, whatever the webhook claimed', () => {
    expect(providerEventOf('charge.paid', charge('paid', 165_000))).toEqual({ id: 'pagarme:charge.paid:ch_0123456789abcdef', type: 'charge.paid', objectId: 'ch_0123456789abcdef', reason: undefined, amountCentavos: 165_000 });
    // Paid, then given back before the webhook came: it was paid all the same.
    expect(providerEventOf('charge.paid', charge('canceled', 165_000, 165_000))?.type).toBe('charge.paid');
  });

  it('a failed charge is charge.failed; a charge given back (whole or in part) is charge.refunded', () => {
    expect(providerEventOf('charge.payment_failed', charge('failed', 0))?.type).toBe('charge.failed');
    expect(providerEventOf('charge.refunded', charge('canceled', 165_000, 165_000))?.type).toBe('charge.refunded');
    expect(providerEventOf('charge.partial_canceled', charge('paid', 165_000, 15_000))?.type).toBe('charge.refunded');
  });

  it('a transfer out is payout.paid once transferred; failed or canceled, payout.failed for the destination', () => {
    expect(providerEventOf('transfer.paid', transfer('transferred'))).toMatchObject({ id: 'pagarme:payout.paid:tran_0123456789abcdef', type: 'payout.paid' });
    expect(providerEventOf('transfer.failed', transfer('failed'))).toMatchObject({ type: 'payout.failed', reason: 'invalid_destination' });
    expect(providerEventOf('transfer.canceled', transfer('canceled'))).toMatchObject({ type: 'payout.failed', reason: 'invalid_destination' });
  });

  it('a webhook the object does not bear out is nothing', () => {
    expect(providerEventOf('charge.paid', charge('failed', 0))).toBeNull();
    expect(providerEventOf('charge.payment_failed', charge('paid', 165_000))).toBeNull();
    expect(providerEventOf('charge.refunded', charge('paid', 165_000))).toBeNull();
    expect(providerEventOf('transfer.paid', transfer('pending'))).toBeNull();
    expect(providerEventOf('transfer.failed', transfer('transferred'))).toBeNull();
    expect(providerEventOf('order.paid', charge('paid', 165_000))).toBeNull();
  });
});
