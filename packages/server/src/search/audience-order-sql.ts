import { sql } from 'drizzle-orm';

/**
 * The one order of every creator search, page, count, price range and typeahead: biggest
 * audience first, newest id breaking ties, so the order is total and pages never overlap.
 * It is exactly the key order of the `(followers DESC NULLS LAST, id DESC NULLS LAST)`
 * search indexes, so a query using it reads its rows off an index in order; written once,
 * a query cannot drift from the indexes by a keyword.
 */
export const AUDIENCE_ORDER = sql`ORDER BY followers DESC NULLS LAST, id DESC NULLS LAST`;
