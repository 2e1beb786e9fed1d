/**
 * The creator search filters in domain names (SPEC section 3, "Search parameters");
 * `null` means "not filtered". The HTTP adapter writes them in the wire's names.
 */
export interface CreatorSearchParams {
  /** Fewest followers (audience size, inclusive), or `null`. */
  readonly audienceMin: number | null;
  /** First follower count above the range (exclusive), or `null`. */
  readonly audienceMax: number | null;
  /** Lowest engagement in percent 0-100, or `null`. */
  readonly engagementMin: number | null;
  /** Highest engagement in percent 0-100, or `null`. */
  readonly engagementMax: number | null;
  /** City names. */
  readonly cities: readonly string[];
  /** State UF codes. */
  readonly states: readonly string[];
  /** Category ids. */
  readonly categoryIds: readonly number[];
}
