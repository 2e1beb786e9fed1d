import { sql, type SQL } from 'drizzle-orm';
import type { CreatorFilter } from './creator-filter.js';
import { escapeLike } from './escape-like.js';

/**
 * The WHERE clause of a creator search over `creators`, every value a bound parameter.
 * It always starts with `active`, so the planner can use the partial indexes on active
 * creators; the follower bounds are `>= min` and `< max` (tiers never overlap). With
 * `places: false` it leaves out the states and cities, for queries that split them.
 */
export function creatorFilterSql(filter: CreatorFilter, { places = true }: { readonly places?: boolean } = {}): SQL {
  const conditions: SQL[] = [sql`active`];
  if (filter.followersMin !== null) conditions.push(sql`followers >= ${filter.followersMin}`);
  if (filter.followersMax !== null) conditions.push(sql`followers < ${filter.followersMax}`);
  if (filter.engagementMinBp !== null) conditions.push(sql`engagement_bp >= ${filter.engagementMinBp}`);
  if (filter.engagementMaxBp !== null) conditions.push(sql`engagement_bp <= ${filter.engagementMaxBp}`);
  const placeConditions: SQL[] = [];
  if (places && filter.states.length > 0) placeConditions.push(sql`state IN ${filter.states}`);
  if (places && filter.citiesFolded.length > 0) placeConditions.push(sql`city_folded IN ${filter.citiesFolded}`);
  if (placeConditions.length > 0) conditions.push(sql`(${sql.join(placeConditions, sql` OR `)})`);
  if (filter.categoryIds.length > 0) conditions.push(sql`category_ids && ${integerArray(filter.categoryIds)}`);
  if (filter.ids !== null) conditions.push(filter.ids.length > 0 ? sql`id IN ${filter.ids}` : sql`false`);
  if (filter.text !== null && filter.text !== '') {
    conditions.push(searchTextContainsSql(filter.text));
  }
  return sql.join(conditions, sql` AND `);
}

/** `search_text` holds `text` as typed, LIKE's wildcards escaped: the trigram index serves it. */
export function searchTextContainsSql(text: string): SQL {
  return sql`search_text LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
}

/** `ARRAY[$1, $2]::integer[]`: one parameter per id, typed for the `&&` operator. */
function integerArray(ids: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}
