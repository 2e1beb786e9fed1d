import type { CreatorPricesWire } from '@publi/contract';
import { decimalFromCentavos } from '@publi/domain';
import type { JobPrices } from './creator-profile.js';

/** Prices in centavos to the wire's decimal strings ('350.00'). Route layer only. */
export function toJobPricesWire(prices: JobPrices): CreatorPricesWire {
  return { stories: decimalFromCentavos(prices.stories), feed: decimalFromCentavos(prices.feed), tiktok: decimalFromCentavos(prices.tiktok) };
}
