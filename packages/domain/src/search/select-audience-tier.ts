import { DomainError } from '../errors/domain-error.js';
import { isAudienceTierKey } from './is-audience-tier-key.js';
import type { SearchFilters } from './search-filters.js';

/**
 * Clicks an audience tier chip. Tiers are mutually exclusive, so a new tier replaces the
 * old one; clicking the selected tier again clears it.
 *
 * @throws DomainError `AUDIENCE.UNKNOWN_TIER` when `tierKey` names no tier.
 */
export function selectAudienceTier(filters: SearchFilters, tierKey: string): SearchFilters {
  if (!isAudienceTierKey(tierKey)) {
    throw new DomainError('AUDIENCE.UNKNOWN_TIER');
  }
  return { ...filters, audienceTier: filters.audienceTier === tierKey ? null : tierKey };
}
