/**
 * `totalCentavos` split in proportion to `weights`, in whole centavos that add up to it exactly:
 * each share rounded down, the centavos left over going to the largest remainders (the earlier
 * share on a tie). How a Pix com vencimento's fine and interest are shared among its contracts.
 *
 * @example splitProportionally(100, [1, 1, 1]) // [34, 33, 33]
 */
export function splitProportionally(totalCentavos: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? totalCentavos : 0));
  // BigInt: a charge of R$ 15 milhões times a weight of as much overflows 2^53.
  const exact = weights.map((weight) => BigInt(totalCentavos) * BigInt(weight));
  const shares = exact.map((product) => Number(product / BigInt(sum)));
  const remainders = exact.map((product, index) => ({ index, remainder: Number(product % BigInt(sum)) }));
  let left = totalCentavos - shares.reduce((total, share) => total + share, 0);
  for (const { index } of remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
