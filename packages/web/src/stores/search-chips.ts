import {
  activeEngagementTag,
  AUDIENCE_TIERS,
  removeEngagementTag,
  toggleCategory,
  toggleCity,
  toggleState,
  type SearchFilters,
} from '@publi/domain';

/** One active filter as a removable tag: a stable key and its pt-BR label. */
export interface ActiveChip {
  readonly key: string;
  readonly label: string;
}

const ENGAGEMENT_CHIP = 'engagement';
const AUDIENCE_CHIP = 'audience';

/**
 * Every active filter as a tag, in the order the overlay lists them: categories (by name),
 * states (sigla), cities, the audience tier's label, the engagement band '{min}%-{max}%'.
 */
export function activeChipsOf(filters: SearchFilters, categoryName: (id: number) => string): readonly ActiveChip[] {
  const tier = AUDIENCE_TIERS.find((t) => t.key === filters.audienceTier);
  const engagement = activeEngagementTag(filters);
  return [
    ...filters.categoryIds.map((id) => ({ key: `category:${String(id)}`, label: categoryName(id) })),
    ...filters.states.map((sigla) => ({ key: `state:${sigla}`, label: sigla })),
    ...filters.cities.map((name) => ({ key: `city:${name}`, label: name })),
    ...(tier === undefined ? [] : [{ key: AUDIENCE_CHIP, label: tier.label }]),
    ...(engagement === null ? [] : [{ key: ENGAGEMENT_CHIP, label: engagement }]),
  ];
}

/** The filters without the one behind chip `key`; removing the engagement tag resets it to 0-100. */
export function withoutChip(filters: SearchFilters, key: string): SearchFilters {
  if (key === ENGAGEMENT_CHIP) return removeEngagementTag(filters);
  if (key === AUDIENCE_CHIP) return { ...filters, audienceTier: null };
  const [kind, ...rest] = key.split(':');
  // A city name may itself hold a colon: everything after the first one is the value.
  const value = rest.join(':');
  if (kind === 'category' && filters.categoryIds.includes(Number(value))) return toggleCategory(filters, Number(value));
  if (kind === 'state' && filters.states.includes(value)) return toggleState(filters, value);
  if (kind === 'city' && filters.cities.includes(value)) return toggleCity(filters, value);
  return filters;
}
