import type { BadgeKey } from './data/badges.data.js';
import type { Prices } from './draw-prices.js';

/** One social network of a generated creator. */
export interface NetworkDraft {
  readonly name: 'instagram' | 'tiktok' | 'youtube';
  readonly username: string;
  readonly link: string;
  /** `null`: the creator did not state it. */
  readonly followers: number | null;
  /** `null`: the creator did not state it. */
  readonly engagementBp: number | null;
}

/**
 * A generated creator, ready to insert: the account, its search card (with the folded
 * columns computed the way `insertCreator` and the profile code compute them), its social
 * networks, categories and badges.
 */
export interface CreatorDraft {
  readonly index: number;
  readonly externalId: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly miniBio: string;
  readonly state: string;
  readonly city: string;
  readonly slug: string;
  readonly nameFolded: string;
  readonly cityFolded: string;
  readonly searchText: string;
  /** The card's total, `null` when no network states a count. */
  readonly followers: number | null;
  /** The card's engagement, `null` when no network states one. */
  readonly engagementBp: number | null;
  readonly prices: Prices;
  readonly categoryIds: readonly number[];
  readonly networks: readonly NetworkDraft[];
  readonly badgeIds: readonly number[];
  readonly active: boolean;
}

/** The reference rows a generated creator points at. */
export interface CatalogueReference {
  readonly categories: readonly {
    readonly id: number;
    readonly name: string;
    readonly weight: number;
    readonly subCategories: readonly { readonly id: number; readonly name: string }[];
  }[];
  readonly badgeIds: Readonly<Record<BadgeKey, number>>;
}
