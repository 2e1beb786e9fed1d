/** The platform's fee unless the deployment configures another: 10% (ARCHITECTURE.md, "Money"). */
export const DEFAULT_PLATFORM_FEE_BASIS_POINTS = 1000;

/** The most a fee may be configured to: half of the amount. */
export const MAX_PLATFORM_FEE_BASIS_POINTS = 5000;

/**
 * The platform's fee on a contract's amount, in whole centavos: `basisPoints` hundredths of a
 * percent (1000 = 10%), rounded half up, as a brand reads it on the checkout.
 *
 * @example platformFeeCentavos(150_000, 1000) // 15_000 (R$ 150,00 on R$ 1.500,00)
 */
export function platformFeeCentavos(amountCentavos: number, basisPoints: number): number {
  // Integers all the way: amount * basisPoints stays far below 2^53 for any amount the API takes.
  return Math.floor((amountCentavos * basisPoints + 5000) / 10_000);
}

/** What a brand pays for a set of contracts: each one's amount and fee, and the sums. */
export interface PaymentQuote {
  readonly items: readonly { readonly contractId: number; readonly amountCentavos: number; readonly feeCentavos: number }[];
  readonly amountCentavos: number;
  readonly feeCentavos: number;
  readonly totalCentavos: number;
}

/**
 * The quote for paying `contracts` together: the fee is computed per contract, so paying a
 * project's contracts with one Pix costs exactly what paying them one by one would.
 */
export function quotePayment(contracts: readonly { readonly contractId: number; readonly amountCentavos: number }[], basisPoints: number): PaymentQuote {
  const items = contracts.map((contract) => ({ ...contract, feeCentavos: platformFeeCentavos(contract.amountCentavos, basisPoints) }));
  const amountCentavos = items.reduce((sum, item) => sum + item.amountCentavos, 0);
  const feeCentavos = items.reduce((sum, item) => sum + item.feeCentavos, 0);
  return { items, amountCentavos, feeCentavos, totalCentavos: amountCentavos + feeCentavos };
}
