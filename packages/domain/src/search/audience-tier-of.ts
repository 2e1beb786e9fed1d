import { AUDIENCE_TIERS, type AudienceTierKey } from './audience-tiers.js';

/**
 * The audience tier a follower count falls in, or `null` below the smallest tier
 * (fewer than 1,000 followers) or when the count is not a number.
 * Bounds follow {@link AUDIENCE_TIERS}: min inclusive, max exclusive, Macro open-ended,
 * so 10,000 followers is `'micro'` and 2,000,000,000 is `'macro'`.
 */
export function audienceTierOf(followers: number): AudienceTierKey | null {
  // The tiers are contiguous and sorted, so the last one whose minimum is reached is the one.
  return AUDIENCE_TIERS.findLast((tier) => followers >= tier.min)?.key ?? null;
}
