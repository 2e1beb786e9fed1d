import type { AudienceTierKey } from './audience-tiers.js';

/** An engagement band in whole percents, both ends inclusive. */
export interface EngagementFilter {
  /** Lowest engagement, 0-100. */
  readonly min: number;
  /** Highest engagement, 0-100, at least `min`. */
  readonly max: number;
}

/**
 * What the search overlay's tag mode has selected (SPEC sections 2 and 4).
 * Every change returns a new value; nothing here is mutated in place.
 */
export interface SearchFilters {
  /** Ids of the selected categories, in the order they were chosen. */
  readonly categoryIds: readonly number[];
  /** Selected states, as UF codes such as 'SP'. */
  readonly states: readonly string[];
  /** Selected cities, by name. */
  readonly cities: readonly string[];
  /** The one selected audience tier, if any: tiers are mutually exclusive. */
  readonly audienceTier: AudienceTierKey | null;
  /** The engagement band; `null` means no tag, that is the default 0-100 (no filter). */
  readonly engagement: EngagementFilter | null;
}
