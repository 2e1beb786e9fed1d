import type { CreatorCard, SelectedCreator } from '@publi/application';
import { asksUnpricedFormat, deliveryCentavos, type CartDelivery } from '@publi/domain';

/** One creator in the cart as the page shows it. */
export interface CartLine {
  readonly delivery: CartDelivery;
  /** The creator's card, `null` until its prices load. */
  readonly card: CreatorCard | null;
  readonly name: string;
  readonly image: string | null;
  /** What the delivery costs, in centavos, at the known prices. */
  readonly subtotal: number;
  /** Whether some asked format has no price ("Sob consulta"). */
  readonly hasUnpriced: boolean;
}

/** The line of `delivery`, named from the card, else from the local selection. */
export function cartLineOf(delivery: CartDelivery, card: CreatorCard | undefined, selected: readonly SelectedCreator[]): CartLine {
  const picked = selected.find((creator) => creator.id === delivery.creatorId);
  const prices = card?.prices;
  return {
    delivery,
    card: card ?? null,
    name: card?.name ?? picked?.name ?? `Criador nº ${String(delivery.creatorId)}`,
    image: card?.image ?? picked?.image ?? null,
    subtotal: prices === undefined ? 0 : deliveryCentavos(prices, delivery),
    hasUnpriced: prices !== undefined && asksUnpricedFormat(prices, delivery),
  };
}
