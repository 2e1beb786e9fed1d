/**
 * The PostgreSQL channel that clears cached reads on every replica. The triggers of migration
 * `0009_cache_change_notices.sql` send the topic a write changed on it; the names below must
 * match theirs.
 */
export const CACHE_CHANNEL = 'publi_cache';

/**
 * What a cached read depends on. `search`: the first pages of results and the count of active
 * creators (creators, their networks, and the names of their categories); the others: the
 * reference list of the same name.
 */
export const CACHE_TOPICS = {
  search: 'search',
  categories: 'categories',
  badges: 'badges',
  brands: 'brands',
} as const;

export type CacheTopic = (typeof CACHE_TOPICS)[keyof typeof CACHE_TOPICS];
