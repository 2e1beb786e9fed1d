import { API_ERRORS } from '@publi/contract';
import type { DeclineReason } from '../ports/payment-provider.port.js';

/** A card decline's error code, by the provider's reason. */
export type DeclineCode = 'PAYMENT.CARD_DECLINED_FUNDS' | 'PAYMENT.CARD_DECLINED_FRAUD';

/** Each decline reason's error, whose pt-BR message is also the failed payment's `status_reason`. */
export const DECLINES: Readonly<Record<DeclineReason, DeclineCode>> = {
  insufficient_funds: 'PAYMENT.CARD_DECLINED_FUNDS',
  suspected_fraud: 'PAYMENT.CARD_DECLINED_FRAUD',
};

/** The decline a failed payment recorded, read back from its reason (a retry of the same attempt answers it again), or null. */
export function declineOf(statusReason: string | null): DeclineCode | null {
  return Object.values(DECLINES).find((code) => API_ERRORS[code].message === statusReason) ?? null;
}
