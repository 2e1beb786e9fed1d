/**
 * `numerator / denominator` as a whole percent, rounded down, using integer arithmetic
 * only: no floating-point product can turn 99.99…% into 100%, so 100 means "complete".
 *
 * @param numerator - a whole number from 0 to `denominator`
 * @param denominator - a whole number above 0
 */
export function floorPercent(numerator: number, denominator: number): number {
  const scaled = numerator * 100;
  // Subtracting the remainder leaves an exact multiple, so the division is exact too.
  return (scaled - (scaled % denominator)) / denominator;
}
