/**
 * A percent with up to two decimals (an engagement of 4.25%, a fee of 7.5%) as the whole number
 * of basis points it is stored in (425, 750), so sums and comparisons run on integers. The wire,
 * the configuration and the screens speak percent; the database and the rules speak basis points.
 */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points back to the percent a person reads: 425 is 4.25. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
