/**
 * The creator search filters as the server reads them (SPEC section 3, "Search
 * parameters"). Field names are the wire's; `null` means "not filtered".
 */
export interface CreatorSearchParams {
  /** Most followers (audience size), or `null`. */
  readonly max_court_hearing: number | null;
  /** Fewest followers (audience size), or `null`. */
  readonly min_court_hearing: number | null;
  /** Highest engagement in percent 0-100, or `null`. */
  readonly max_engagement: number | null;
  /** Lowest engagement in percent 0-100, or `null`. */
  readonly min_engagement: number | null;
  /** City names. */
  readonly cities: readonly string[];
  /** State UF codes. */
  readonly states: readonly string[];
  /** Category ids. */
  readonly categories_ids: readonly number[];
}
