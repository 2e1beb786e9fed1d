/** A count that is exact up to `CREATOR_TOTAL_CAP` (1,000), then the cap with `totalIsCapped`. */
export interface CappedCount {
  readonly total: number;
  readonly totalIsCapped: boolean;
}

/** Lowest and highest price of one format in centavos, `null` when nobody offers it. */
export interface PriceBounds {
  readonly min: number | null;
  readonly max: number | null;
}

/** Price bounds per format among the creators a filter finds. */
export interface CreatorPriceRange {
  readonly stories: PriceBounds;
  readonly feed: PriceBounds;
  readonly tiktok: PriceBounds;
}
