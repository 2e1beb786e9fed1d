/**
 * A creator as search results and carts show them, in wire names (the contract's
 * `CreatorCardWire`). Prices are decimal strings ('350.00'), engagement a percent with two decimals.
 */
export interface CreatorCard {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly localization: string | null;
  readonly city: string | null;
  readonly categories: readonly { readonly id: number; readonly name: string }[];
  readonly followers: number;
  readonly engagement: number;
  readonly prices: { readonly stories: string; readonly feed: string; readonly tiktok: string };
  readonly social_newtork: readonly { readonly name: string; readonly username: string; readonly followers: number }[];
}
