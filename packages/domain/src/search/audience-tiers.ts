/** The key of an audience tier, as the filter stores it. */
export type AudienceTierKey = 'mini' | 'micro' | 'medio' | 'macro';

/** A band of follower counts a brand can filter creators by. */
export interface AudienceTier {
  /** Stable key, such as `'micro'`. */
  readonly key: AudienceTierKey;
  /** The pt-BR chip label, such as 'Micro 10k-100k'. */
  readonly label: string;
  /** Fewest followers in the tier (inclusive). */
  readonly min: number;
  /**
   * First follower count above the tier (exclusive), and the search's `audienceMax`.
   * For Macro it is only the wire's upper bound: Macro is open-ended.
   */
  readonly max: number;
}

/**
 * The audience tiers (SPEC section 9), smallest first.
 *
 * The spec gives each tier's bounds but not whether they are inclusive, and adjacent
 * tiers share a bound (Mini ends at 10,000 where Micro starts). Decision: `min` is
 * inclusive and `max` exclusive, so the tiers never overlap and leave no gap, and a
 * creator with exactly 10,000 followers is Micro, as the labels "10k-100k" suggest.
 * Macro ("acima de 500k") has no ceiling; its `max` 999,999,999 is what the wire sends.
 */
export const AUDIENCE_TIERS: readonly AudienceTier[] = [
  { key: 'mini', label: 'Mini 1k-10k', min: 1_000, max: 10_000 },
  { key: 'micro', label: 'Micro 10k-100k', min: 10_000, max: 100_000 },
  { key: 'medio', label: 'Médio 100k-500k', min: 100_000, max: 500_000 },
  { key: 'macro', label: 'Macro acima de 500k', min: 500_000, max: 999_999_999 },
];
