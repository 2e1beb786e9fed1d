import { sql, type SQL } from 'drizzle-orm';
import { AUDIENCE_ORDER } from './audience-order-sql.js';
import type { CreatorFilter } from './creator-filter.js';
import { creatorFilterSql } from './creator-filter-sql.js';
import { statesOfCity } from './states-of-city.js';

/**
 * The creators matching `filter`, as one UNION ALL branch per chosen state and per chosen
 * city, each `(id, followers)`, biggest first, at most `limit` each; `null` when the filter
 * chooses no place. "States OR cities" in one WHERE can only walk the whole audience index
 * or combine bitmaps; split, each branch walks its own slice of the (state | city,
 * followers) indexes, which also carry the other filters, and stops after `limit` matches.
 * A city branch leaves out creators its chosen states already hold, so nobody counts twice.
 */
export function placeBranchesSql(filter: CreatorFilter, limit: number): SQL | null {
  if (filter.states.length === 0 && filter.citiesFolded.length === 0) return null;
  const rest = creatorFilterSql(filter, { places: false });
  const branch = (place: SQL) =>
    sql`(SELECT id, followers FROM creators WHERE ${rest} AND ${place}
        ${AUDIENCE_ORDER} LIMIT ${limit})`;
  const notInStates = filter.states.length > 0 ? sql` AND (state IS NULL OR state NOT IN ${filter.states})` : sql``;
  // A city whose every namesake lies in a chosen state adds nobody (the server only stores
  // cities of the creator's own state), so its branch, which would read its whole slice to
  // find nothing, is left out.
  const chosen = new Set(filter.states);
  const citiesAdding = filter.citiesFolded.filter((city) => {
    const states = statesOfCity(city);
    return states === undefined || [...states].some((state) => !chosen.has(state));
  });
  const branches = [
    ...filter.states.map((state) => branch(sql`state = ${state}`)),
    ...citiesAdding.map((city) => branch(sql`city_folded = ${city}${notInStates}`)),
  ];
  return sql.join(branches, sql` UNION ALL `);
}
