import type { CreatorSearchCount, CreatorSearchPage, CreatorSearchPageOptions, CreatorSearchPort, PriceRange, TypeaheadResult } from '@publi/application';
import type { CreatorSearchParams } from '@publi/domain';
import { creatorCardFromWire } from './mappers/creator.mapper.js';
import { definedOnly } from './mappers/defined-only.js';
import { localeFromWire } from './mappers/locale.mapper.js';
import { priceRangeFromWire } from './mappers/prices.mapper.js';
import { searchParamsToWire } from './mappers/search-params.mapper.js';
import type { PublicReader } from './public-reads/public-reader.js';

/**
 * {@link CreatorSearchPort} over `/account/creator/filter*`, `/account/creator/count` and
 * `/account/creator/search`. The domain's search params go out in the spec's wire names
 * (`min_court_hearing`...). Pages use the POST form, whose body carries long city lists that
 * a query string might not. Public reads: they go through the light transport.
 */
export class HttpCreatorSearchAdapter implements CreatorSearchPort {
  constructor(private readonly read: PublicReader) {}

  async searchPage(params: CreatorSearchParams, options: CreatorSearchPageOptions = {}): Promise<CreatorSearchPage> {
    const page = await this.read('filterCreators', { body: definedOnly({ params: searchParamsToWire(params), ids: options.ids, offset: options.offset }) });
    return {
      creators: page.creators.map(creatorCardFromWire),
      offset: page.offset,
      pageSize: page.page_size,
      total: page.total,
      totalIsCapped: page.total_is_capped,
    };
  }

  async count(params: CreatorSearchParams): Promise<CreatorSearchCount> {
    const count = await this.read('countFilteredCreators', { query: searchQuery(params) });
    return { total: count.total, totalIsCapped: count.total_is_capped };
  }

  async priceRange(params: CreatorSearchParams): Promise<PriceRange> {
    return priceRangeFromWire(await this.read('getFilteredPriceRange', { query: searchQuery(params) }));
  }

  async catalogueCount(): Promise<number> {
    return (await this.read('countCreators')).total;
  }

  async typeahead(query: string, limit?: number): Promise<TypeaheadResult> {
    const result = await this.read('searchCreatorsTypeahead', { query: definedOnly({ q: query, limit }) });
    return {
      creators: result.creators.map((creator) => ({
        id: creator.id,
        coverImage: creator.cover_image,
        primaryValue: creator.primary_value,
        secondaryValue: creator.secondary_value,
      })),
      locales: result.locales.map(localeFromWire),
      categories: result.categories,
    };
  }
}

/** The filters flat in a query string: a bound left open is left out, not sent as `null`. */
function searchQuery(params: CreatorSearchParams): Record<string, unknown> {
  return Object.fromEntries(Object.entries(searchParamsToWire(params)).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)));
}
