import type { ApiErrorCode } from '@publi/contract';

/**
 * Refusals that write on purpose, by error code, with the tables they may change: every other
 * table must stay as it was. A declined card is recorded as a failed payment with its items
 * (server README, "Payments": the brand's list shows the attempt) and the call still answers the
 * decline; that record is whole, not half of something, with the answered call to the provider
 * that made it (README, "Provider calls").
 */
export const INTENDED_WRITES: Readonly<Partial<Record<ApiErrorCode, readonly string[]>>> = {
  'PAYMENT.CARD_DECLINED_FUNDS': ['payments', 'payment_items', 'provider_calls'],
  'PAYMENT.CARD_DECLINED_FRAUD': ['payments', 'payment_items', 'provider_calls'],
};

/** The tables a refusal answered with `body` may change: those of its code in {@link INTENDED_WRITES}, or none. */
export function tablesWrittenOnPurpose(body: string): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = typeof parsed === 'object' && parsed !== null && 'error' in parsed ? parsed.error : undefined;
    const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
    return Object.entries(INTENDED_WRITES).find(([known]) => known === code)?.[1] ?? [];
  } catch {
    return [];
  }
}
