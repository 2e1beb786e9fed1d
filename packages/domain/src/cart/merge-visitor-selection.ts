import type { CartDelivery } from './cart-delivery.js';

/**
 * The brand's cart after signing in with a selection made as a visitor: the server cart wins for
 * the creators it already has (its deliveries, in its order), and the visitor's other creators
 * are appended in the order they were picked, each once (the first of a creator picked twice).
 *
 * @returns a new list; neither input is changed.
 */
export function mergeVisitorSelection(serverCart: readonly CartDelivery[], visitor: readonly CartDelivery[]): CartDelivery[] {
  const known = new Set(serverCart.map((delivery) => delivery.creatorId));
  const appended = visitor.filter((delivery) => !known.has(delivery.creatorId) && Boolean(known.add(delivery.creatorId)));
  return [...serverCart, ...appended];
}
