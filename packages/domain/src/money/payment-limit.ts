import { MAX_PLATFORM_FEE_BASIS_POINTS } from './platform-fee.js';

/**
 * The most the contracts of one payment may add up to: R$ 10.000.000,00, in centavos, the
 * platform's fee on top. It counts the contracts and not the total charged so that a contract of
 * the largest amount a proposal takes (also R$ 10 milhões) can always be paid on its own; the
 * charge then stays under {@link MAX_CHARGE_CENTAVOS}.
 */
export const MAX_PAYMENT_CENTAVOS = 1_000_000_000;

/** The most one charge can be: {@link MAX_PAYMENT_CENTAVOS} plus the largest fee a deployment may set. */
export const MAX_CHARGE_CENTAVOS = MAX_PAYMENT_CENTAVOS + (MAX_PAYMENT_CENTAVOS * MAX_PLATFORM_FEE_BASIS_POINTS) / 10_000;

/**
 * Whether paying contracts that add up to `amountCentavos` at once is over
 * {@link MAX_PAYMENT_CENTAVOS}: the brand then pays them in parts, before any charge is made.
 *
 * @example isOverPaymentLimit(3 * 1_000_000_000) // true: three contracts of R$ 10 milhões
 * @example isOverPaymentLimit(1_000_000_000) // false: one of them
 */
export function isOverPaymentLimit(amountCentavos: number): boolean {
  return amountCentavos > MAX_PAYMENT_CENTAVOS;
}
