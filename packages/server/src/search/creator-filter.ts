/**
 * What a creator search narrows by, in the server's terms: follower bounds (`min` inclusive,
 * `max` exclusive, the domain's tier rule), engagement in basis points (both inclusive),
 * places (a creator in any of the states OR any of the cities), categories (any of them),
 * and optionally only some creator ids or a folded text the card must contain. `null` and
 * empty lists mean "not filtered". Only active creators are ever found.
 */
export interface CreatorFilter {
  readonly followersMin: number | null;
  readonly followersMax: number | null;
  readonly engagementMinBp: number | null;
  readonly engagementMaxBp: number | null;
  readonly states: readonly string[];
  /** City names folded with the domain's `foldText`, as `creators.city_folded` holds them. */
  readonly citiesFolded: readonly string[];
  readonly categoryIds: readonly number[];
  /** Only these creators, or `null` for all. */
  readonly ids: readonly number[] | null;
  /** Folded text the card's `search_text` must contain, or `null`. */
  readonly text: string | null;
}

/** A filter that finds every active creator. */
export const NO_CREATOR_FILTER: CreatorFilter = {
  followersMin: null,
  followersMax: null,
  engagementMinBp: null,
  engagementMaxBp: null,
  states: [],
  citiesFolded: [],
  categoryIds: [],
  ids: null,
  text: null,
};
