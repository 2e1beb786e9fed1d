import type { CreatorCard } from './creator.model.js';
import type { CategoryRef } from './user.model.js';

/** One page of search results (24 creators at most), with the possibly capped total. */
export interface CreatorSearchPage {
  /** The creators of this page. */
  readonly creators: readonly CreatorCard[];
  /** Index of the first one among all results. */
  readonly offset: number;
  /** Results per page (24). */
  readonly pageSize: number;
  /** Total results, exact up to the server's cap. */
  readonly total: number;
  /** Whether `total` stopped at the cap ("mais de 1.000"). */
  readonly totalIsCapped: boolean;
}

/** How many creators the filters find. */
export interface CreatorSearchCount {
  /** Total, exact up to the cap. */
  readonly total: number;
  /** Whether `total` stopped at the cap. */
  readonly totalIsCapped: boolean;
}

/** Lowest and highest price of one format in centavos, `null` when nobody has one. */
export interface PriceBounds {
  /** Lowest, in centavos. */
  readonly min: number | null;
  /** Highest, in centavos. */
  readonly max: number | null;
}

/** Price bounds per format among the creators the filters find. */
export interface PriceRange {
  /** Stories. */
  readonly stories: PriceBounds;
  /** Feed posts. */
  readonly feed: PriceBounds;
  /** TikTok videos. */
  readonly tiktok: PriceBounds;
}

/** A creator suggested while typing. */
export interface TypeaheadCreator {
  /** Creator id. */
  readonly id: number;
  /** Picture URL, or `null`. */
  readonly coverImage: string | null;
  /** The name. */
  readonly primaryValue: string;
  /** Ready to show, such as '@ana.silva · Recife/PE'. */
  readonly secondaryValue: string;
}

/** Whether a suggested place is a whole state or one city. */
export type LocaleKind = 'state' | 'city';

/** A state or city suggested while typing. */
export interface TypeaheadLocale {
  /** State or city name. */
  readonly name: string;
  /** Whether it is a state or a city. */
  readonly kind: LocaleKind;
  /** The state's sigla. */
  readonly state: string;
}

/** The three groups of the search overlay's text mode. */
export interface TypeaheadResult {
  /** Creators. */
  readonly creators: readonly TypeaheadCreator[];
  /** States and cities. */
  readonly locales: readonly TypeaheadLocale[];
  /** Categories. */
  readonly categories: readonly CategoryRef[];
}
