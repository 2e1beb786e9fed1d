/** The formats a brand can ask a creator for, in the order every screen lists them. */
export const CART_FORMATS = ['stories', 'feed', 'tiktok'] as const;

/** One format a delivery counts: Instagram stories, feed posts or TikTok videos. */
export type CartFormat = (typeof CART_FORMATS)[number];

/**
 * A creator's price per piece of each format, in integer centavos.
 * 0 means the creator has no price for it ("Sob consulta"), so it is not sold at a listed price.
 */
export type FormatPrices = {
  /** Per Instagram story. */
  readonly stories: number;
  /** Per feed post. */
  readonly feed: number;
  /** Per TikTok video. */
  readonly tiktok: number;
};
