import { AUDIENCE_TIERS } from './audience-tiers.js';
import type { CreatorSearchParams } from './creator-search-params.js';
import type { SearchFilters } from './search-filters.js';

/**
 * The filters in the shape the creator search sends. The audience tier becomes its
 * follower bounds and the engagement band its percents; whatever is not selected is
 * `null`. Lists are copies, so changing the result never changes the filters.
 */
export function toSearchParams(filters: SearchFilters): CreatorSearchParams {
  const tier = AUDIENCE_TIERS.find((candidate) => candidate.key === filters.audienceTier);
  return {
    audienceMin: tier?.min ?? null,
    audienceMax: tier?.max ?? null,
    engagementMin: filters.engagement?.min ?? null,
    engagementMax: filters.engagement?.max ?? null,
    cities: [...filters.cities],
    states: [...filters.states],
    categoryIds: [...filters.categoryIds],
  };
}
