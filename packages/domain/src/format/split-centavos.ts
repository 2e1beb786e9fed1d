/** An amount of centavos taken apart into its sign and its digits, for writing it out. */
export type SplitCentavos = {
  /** Whether the amount is below zero (zero, even -0, is not). */
  readonly negative: boolean;
  /** The whole reais, as digits without grouping, such as '1234'. */
  readonly reais: string;
  /** The two digits of centavos, such as '05'. */
  readonly cents: string;
};

/**
 * Takes an amount of centavos apart with integer arithmetic only, so that
 * no floating-point rounding can ever show a wrong centavo.
 *
 * @throws RangeError when `centavos` is not a safe integer (beyond 2^53 the
 *   number itself is no longer exact).
 */
export function splitCentavos(centavos: number): SplitCentavos {
  if (!Number.isSafeInteger(centavos)) {
    throw new RangeError(`An amount in centavos must be a safe integer, got ${String(centavos)}.`);
  }
  const magnitude = Math.abs(centavos);
  const cents = magnitude % 100;
  // (magnitude - cents) is an exact multiple of 100, so the division is exact too.
  const reais = (magnitude - cents) / 100;
  return { negative: centavos < 0, reais: String(reais), cents: String(cents).padStart(2, '0') };
}
