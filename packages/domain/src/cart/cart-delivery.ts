/**
 * What a brand wants from one creator: how many pieces of each format.
 * A cart holds at most one delivery per creator (SPEC section 3).
 */
export type CartDelivery = {
  /** The creator these pieces are asked from. */
  readonly creatorId: number;
  /** How many Instagram stories. */
  readonly stories: number;
  /** How many feed posts. */
  readonly feed: number;
  /** How many TikTok videos. */
  readonly tiktok: number;
};
