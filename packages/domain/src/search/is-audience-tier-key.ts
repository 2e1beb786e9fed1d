import { AUDIENCE_TIERS, type AudienceTierKey } from './audience-tiers.js';

/**
 * Whether `key` names one of the {@link AUDIENCE_TIERS}. Keys arrive as plain strings
 * from the screen and the URL, so they are checked before the filter stores them.
 */
export function isAudienceTierKey(key: string): key is AudienceTierKey {
  return AUDIENCE_TIERS.some((tier) => tier.key === key);
}
