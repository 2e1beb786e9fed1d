import type { Random } from './random.js';

/** Job prices in centavos; 0 means the creator does not offer that format ('0.00' on the wire). */
export interface Prices {
  readonly stories: number;
  readonly feed: number;
  readonly tiktok: number;
}

// Brazilian creators charge roughly R$ 10-15 per thousand followers for a story; a feed post
// costs about twice that and a TikTok somewhere between.
const REAIS_PER_FOLLOWER = 0.012;
const MIN_STORY_REAIS = 40;

/**
 * Draws prices that grow with the audience, with noise, rounded as people quote them
 * (R$ 10 steps under R$ 1.000, R$ 50 steps above). TikTok is offered only by creators with a
 * TikTok account, and not by all of them.
 */
export function drawPrices(random: Random, followers: number, hasTiktok: boolean): Prices {
  const story = Math.max(MIN_STORY_REAIS, followers * REAIS_PER_FOLLOWER * random.logNormal(1, 0.4));
  const feed = story * 1.8 * random.logNormal(1, 0.15);
  const tiktok = story * 1.4 * random.logNormal(1, 0.2);
  return {
    stories: random.chance(0.92) ? centavosOfQuote(story) : 0,
    feed: random.chance(0.85) ? centavosOfQuote(feed) : 0,
    tiktok: hasTiktok && random.chance(0.7) ? centavosOfQuote(tiktok) : 0,
  };
}

// The contract's ceiling for one piece (R$ 1.000.000,00): celebrities' prices stop there.
const MAX_PRICE_REAIS = 1_000_000;

function centavosOfQuote(reais: number): number {
  const step = reais < 1_000 ? 10 : 50;
  return Math.min(MAX_PRICE_REAIS, Math.max(step, Math.round(reais / step) * step)) * 100;
}
