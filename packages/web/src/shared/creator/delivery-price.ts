import type { JobPrices } from '@publi/application';
import { isPriceSet, type CartDelivery } from '@publi/domain';
import { JOB_FORMATS } from './job-formats.js';

/** What a delivery costs at the creator's prices, in centavos; unpriced formats ("Sob consulta") add nothing. */
export function deliveryCentavos(prices: JobPrices, delivery: CartDelivery): number {
  return JOB_FORMATS.reduce((sum, { key }) => sum + (isPriceSet(prices[key]) ? prices[key] * delivery[key] : 0), 0);
}

/** Whether the delivery asks for a format the creator has no price for. */
export function hasUnpricedFormat(prices: JobPrices, delivery: CartDelivery): boolean {
  return JOB_FORMATS.some(({ key }) => delivery[key] > 0 && !isPriceSet(prices[key]));
}
