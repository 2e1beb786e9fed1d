import type { PriceRangeWire } from '@publi/contract';
import { decimalFromCentavos } from '@publi/domain';
import type { CreatorPriceRange, PriceBounds } from './creator-price-range.js';

/** Price bounds in the wire's decimal strings ('350.00'), `null` kept for formats nobody offers. */
export function toPriceRangeWire(range: CreatorPriceRange): PriceRangeWire {
  const bounds = ({ min, max }: PriceBounds) => ({
    min: min === null ? null : decimalFromCentavos(min),
    max: max === null ? null : decimalFromCentavos(max),
  });
  return { stories: bounds(range.stories), feed: bounds(range.feed), tiktok: bounds(range.tiktok) };
}
