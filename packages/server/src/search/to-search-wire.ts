import type { CreatorSearchCountWire, CreatorSearchResultWire, PriceRangeWire } from '@publi/contract';
import { CREATOR_PAGE_SIZE, decimalFromCentavos } from '@publi/domain';
import { toCreatorCardWire } from '../creators/to-creators-wire.js';
import type { CappedCount, CreatorPriceRange, PriceBounds } from './search-results.js';
import type { CreatorSearchPage } from './search.service.js';

/** A capped count in wire names. */
export function toCappedCountWire(count: CappedCount): CreatorSearchCountWire {
  return { total: count.total, total_is_capped: count.totalIsCapped };
}

/** A page of results from `offset`, with its capped total, in wire names. */
export function toSearchPageWire(result: CreatorSearchPage, offset: number): CreatorSearchResultWire {
  return {
    ...toCappedCountWire(result),
    creators: result.creators.map(toCreatorCardWire),
    offset,
    page_size: CREATOR_PAGE_SIZE,
  };
}

/** Price bounds in the wire's decimal strings ('350.00'), `null` kept for formats nobody offers. */
export function toPriceRangeWire(range: CreatorPriceRange): PriceRangeWire {
  const bounds = ({ min, max }: PriceBounds) => ({
    min: min === null ? null : decimalFromCentavos(min),
    max: max === null ? null : decimalFromCentavos(max),
  });
  return { stories: bounds(range.stories), feed: bounds(range.feed), tiktok: bounds(range.tiktok) };
}
