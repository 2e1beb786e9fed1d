import type { JobPrices, PriceBounds, PriceRange } from '@publi/application';
import type { CreatorPricesWire, JobPricesBodyWire, PriceRangeWire } from '@publi/contract';
import { centavosFromDecimal, decimalFromCentavos } from '@publi/domain';

/** Wire prices ('150.00', '0.00' when not set) in centavos (15000, 0). */
export function jobPricesFromWire(wire: CreatorPricesWire): JobPrices {
  return { stories: centavosFromDecimal(wire.stories), feed: centavosFromDecimal(wire.feed), tiktok: centavosFromDecimal(wire.tiktok) };
}

/** Centavos as the decimal strings `PUT /creator/job_prices` reads. */
export function jobPricesToWire(prices: JobPrices): JobPricesBodyWire {
  return { stories: decimalFromCentavos(prices.stories), feed: decimalFromCentavos(prices.feed), tiktok: decimalFromCentavos(prices.tiktok) };
}

function boundsFromWire(wire: PriceRangeWire['stories']): PriceBounds {
  return { min: wire.min === null ? null : centavosFromDecimal(wire.min), max: wire.max === null ? null : centavosFromDecimal(wire.max) };
}

/** The wire's price range (decimal strings, `null` when nobody has a price) in centavos. */
export function priceRangeFromWire(wire: PriceRangeWire): PriceRange {
  return { stories: boundsFromWire(wire.stories), feed: boundsFromWire(wire.feed), tiktok: boundsFromWire(wire.tiktok) };
}
