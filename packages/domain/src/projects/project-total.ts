import type { CartDelivery } from '../cart/cart-delivery.js';
import type { FormatPrices } from '../cart/cart-format.js';
import { deliveryCentavos } from '../cart/delivery-centavos.js';

/** One creator of a project: their prices per piece and what the project asks of them. */
export interface ProjectLine {
  readonly prices: FormatPrices;
  readonly delivery: CartDelivery;
}

/** What a project costs, in centavos, and how it adds up. */
export interface ProjectTotal {
  /** The creators' deliveries at their prices. */
  readonly creatorsCentavos: number;
  /** Every chosen option, once per creator. */
  readonly optionsCentavos: number;
  readonly totalCentavos: number;
}

/**
 * A project's total: each creator's delivery at their prices, plus each chosen option's price
 * once per creator (an option such as image rights is bought from every creator of the
 * project). Unpriced formats ("Sob consulta") add nothing, as in the cart.
 *
 * @throws RangeError when a price, a quantity or the total is not a non-negative safe integer:
 *   a bug upstream, never a person's input.
 */
export function projectTotal(lines: readonly ProjectLine[], optionPricesCentavos: readonly number[]): ProjectTotal {
  const creatorsCentavos = lines.reduce((sum, line) => sum + deliveryCentavos(line.prices, line.delivery), 0);
  const perCreator = optionPricesCentavos.reduce((sum, price) => sum + wholeCentavos(price), 0);
  const optionsCentavos = wholeCentavos(perCreator * lines.length);
  return { creatorsCentavos, optionsCentavos, totalCentavos: wholeCentavos(creatorsCentavos + optionsCentavos) };
}

function wholeCentavos(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`A project amount must be a non-negative safe integer, got ${String(value)}.`);
  return value;
}
