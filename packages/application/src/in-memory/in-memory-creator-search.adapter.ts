import { CREATOR_PAGE_SIZE, foldText, loadBrazilStates, matchesText, type CreatorSearchParams } from '@publi/domain';
import type { CreatorCard, JobPrices } from '../model/creator.model.js';
import type { TypeaheadLocale } from '../model/creator-search.model.js';
import type { CreatorSearchCount, CreatorSearchPage, PriceBounds, PriceRange, TypeaheadResult } from '../model/creator-search.model.js';
import type { CreatorSearchPageOptions, CreatorSearchPort } from '../ports/creator-search.port.js';

// The server stops counting here (contract's CREATOR_TOTAL_CAP).
const TOTAL_CAP = 1000;

// As the server filters: followers in [min, max) so audience tiers never overlap, engagement in
// [min, max]; a value nobody stated is left out once either bound is set.
function within(value: number | null, min: number | null, max: number | null, maxIncluded: boolean): boolean {
  if (min === null && max === null) return true;
  return value !== null && (min === null || value >= min) && (max === null || value < max || (maxIncluded && value === max));
}

function matches(card: CreatorCard, params: CreatorSearchParams): boolean {
  return (
    within(card.followers, params.audienceMin, params.audienceMax, false) &&
    within(card.engagement, params.engagementMin, params.engagementMax, true) &&
    (params.cities.length === 0 || (card.city !== null && params.cities.some((city) => matchesText(card.city ?? '', city)))) &&
    (params.states.length === 0 || (card.state !== null && params.states.includes(card.state))) &&
    (params.categoryIds.length === 0 || card.categories.some((category) => params.categoryIds.includes(category.id)))
  );
}

function bounds(cards: readonly CreatorCard[], format: keyof JobPrices): PriceBounds {
  const prices = cards.map((card) => card.prices[format]).filter((price) => price > 0).sort((a, b) => a - b);
  return { min: prices[0] ?? null, max: prices[prices.length - 1] ?? null };
}

/** Creator search over a list in memory, with the server's page size and total cap. */
export class InMemoryCreatorSearchAdapter implements CreatorSearchPort {
  /** @param creators - the active creators, in the order results list them. */
  constructor(private readonly creators: readonly CreatorCard[] = []) {}

  /** One page of matching creators. */
  searchPage(params: CreatorSearchParams, options: CreatorSearchPageOptions = {}): Promise<CreatorSearchPage> {
    const offset = options.offset ?? 0;
    const { ids } = options;
    const found = this.find(params).filter((card) => ids === undefined || ids.includes(card.id));
    return Promise.resolve({
      creators: found.slice(offset, offset + CREATOR_PAGE_SIZE),
      offset,
      pageSize: CREATOR_PAGE_SIZE,
      ...countOf(found.length),
    });
  }

  /** How many creators match. */
  count(params: CreatorSearchParams): Promise<CreatorSearchCount> {
    return Promise.resolve(countOf(this.find(params).length));
  }

  /** Price bounds among the matching creators. */
  priceRange(params: CreatorSearchParams): Promise<PriceRange> {
    const found = this.find(params);
    return Promise.resolve({ stories: bounds(found, 'stories'), feed: bounds(found, 'feed'), tiktok: bounds(found, 'tiktok') });
  }

  /** Every active creator. */
  catalogueCount(): Promise<number> {
    return Promise.resolve(this.creators.length);
  }

  /**
   * Creators and categories whose names contain `query`, ignoring case and accents, and the
   * states and cities of Brazil that do, as the server suggests them (from the whole dataset,
   * not only where creators live).
   */
  async typeahead(query: string, limit = 5): Promise<TypeaheadResult> {
    const creators = this.creators.filter((card) => matchesText(card.name, query)).slice(0, limit);
    const categories = new Map(this.creators.flatMap((card) => card.categories).filter((c) => matchesText(c.name, query)).map((c) => [c.id, c]));
    return {
      creators: creators.map((card) => ({
        id: card.id,
        coverImage: card.image,
        primaryValue: card.name,
        secondaryValue: [card.city, card.state].filter((part) => part !== null).join('/'),
      })),
      locales: await placesMatching(query, limit),
      categories: [...categories.values()].slice(0, limit),
    };
  }

  private find(params: CreatorSearchParams): readonly CreatorCard[] {
    return this.creators.filter((card) => matches(card, params));
  }
}

function countOf(total: number): CreatorSearchCount {
  return { total: Math.min(total, TOTAL_CAP), totalIsCapped: total > TOTAL_CAP };
}

// States first (a sigla matches its state), then cities; a whole-name match before the others.
async function placesMatching(query: string, limit: number): Promise<TypeaheadLocale[]> {
  const folded = foldText(query.trim());
  if (folded === '') return [];
  const places = (await loadBrazilStates()).flatMap((state): TypeaheadLocale[] => [
    { name: state.nome, kind: 'state', state: state.sigla },
    ...state.cidades.map((city): TypeaheadLocale => ({ name: city, kind: 'city', state: state.sigla })),
  ]);
  const whole = places.filter((place) => foldText(place.name) === folded || (place.kind === 'state' && place.state.toLowerCase() === folded));
  const partial = places.filter((place) => !whole.includes(place) && foldText(place.name).includes(folded));
  return [...whole, ...partial].slice(0, limit);
}
