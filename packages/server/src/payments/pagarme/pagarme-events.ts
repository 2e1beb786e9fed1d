import type { ProviderEvent } from '../payments-provider-events.service.js';

/** What a webhook is about, as read back from Pagar.me: a charge or a transfer (a payout). */
export type PagarmeReadBack =
  | { readonly kind: 'charge'; readonly id: string; readonly status: string; readonly paidAmount: number; readonly canceledAmount: number }
  | { readonly kind: 'transfer'; readonly id: string; readonly status: string };

// The webhooks Publi acts on, by the object each is about; any other type is answered 200 and left alone.
const CHARGE_EVENTS = new Set(['charge.paid', 'charge.payment_failed', 'charge.refunded', 'charge.canceled', 'charge.partial_canceled']);
const TRANSFER_EVENTS = new Set(['transfer.paid', 'transfer.failed', 'transfer.canceled']);

/** Which object a webhook of `type` is read back as, or null for a type Publi ignores. */
export function pagarmeObjectOf(type: string): PagarmeReadBack['kind'] | null {
  if (CHARGE_EVENTS.has(type)) return 'charge';
  if (TRANSFER_EVENTS.has(type)) return 'transfer';
  return null;
}

/**
 * The provider event a webhook of `type` stands for, judged by the object as Pagar.me says it is
 * now (never by the webhook's body): a charge paid (with what was paid), failed, or given back;
 * a transfer paid or failed (its money back in the creator's recipient). Null when the object does
 * not bear the webhook out (a stale or replayed one: the state it speaks of is gone or not yet
 * there). The event's id is the outcome and the object, so a repeated webhook changes nothing.
 */
export function providerEventOf(type: string, object: PagarmeReadBack): ProviderEvent | null {
  const event = (outcome: ProviderEvent['type'], extra: { reason?: string; amountCentavos?: number } = {}): ProviderEvent => ({
    id: `pagarme:${outcome}:${object.id}`,
    type: outcome,
    objectId: object.id,
    reason: extra.reason,
    amountCentavos: extra.amountCentavos,
  });
  if (object.kind === 'charge') {
    if (type === 'charge.paid') return object.paidAmount > 0 ? event('charge.paid', { amountCentavos: object.paidAmount }) : null;
    if (type === 'charge.payment_failed') return object.status === 'failed' ? event('charge.failed') : null;
    return CHARGE_EVENTS.has(type) && object.canceledAmount > 0 ? event('charge.refunded') : null;
  }
  if (type === 'transfer.paid') return object.status === 'transferred' || object.status === 'paid' ? event('payout.paid') : null;
  if (TRANSFER_EVENTS.has(type)) return object.status === 'failed' || object.status === 'canceled' ? event('payout.failed', { reason: 'invalid_destination' }) : null;
  return null;
}
