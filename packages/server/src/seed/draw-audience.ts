import type { Random } from './random.js';

/** A creator's audience: followers on the main network and engagement in basis points. */
export interface Audience {
  readonly followers: number;
  readonly engagementBp: number;
}

/** Bounds every generated audience respects (tests hold the generator to them). */
export const AUDIENCE_BOUNDS = {
  followers: { min: 300, max: 40_000_000 },
  engagementBp: { min: 100, max: 1_200 },
} as const;

// Most creators are small: a log-normal with a median of 9,000 puts about three in four
// between 1k and 50k. A few in a thousand come from a Pareto tail instead: the celebrities.
const MEDIAN_FOLLOWERS = 9_000;
const FOLLOWERS_SIGMA = 1.2;
const CELEBRITY_SHARE = 0.003;

/**
 * Draws an audience. Engagement falls as the audience grows (small creators' followers know
 * them; a celebrity's mostly scroll past): about 9% at 1k, 5% at 100k, under 3% past 10M,
 * with noise, kept within 1%-12%.
 */
export function drawAudience(random: Random): Audience {
  const raw = random.chance(CELEBRITY_SHARE)
    ? random.pareto(300_000, 1.1)
    : random.logNormal(MEDIAN_FOLLOWERS, FOLLOWERS_SIGMA);
  const followers = Math.round(clamp(raw, AUDIENCE_BOUNDS.followers.min, AUDIENCE_BOUNDS.followers.max));
  const magnitude = Math.log10(followers) - 3;
  const typicalPercent = 9 / (1 + 0.35 * Math.max(magnitude, 0) ** 1.3);
  const percent = typicalPercent * random.logNormal(1, 0.3);
  const engagementBp = Math.round(clamp(percent * 100, AUDIENCE_BOUNDS.engagementBp.min, AUDIENCE_BOUNDS.engagementBp.max));
  return { followers, engagementBp };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
