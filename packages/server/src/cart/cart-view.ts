import type { Cart } from '@publi/domain';
import type { CreatorCard } from '../creators/creator-card.js';
import type { Queryable } from '../db/database.js';
import { loadCreatorCards } from '../creators/load-creator-cards.js';
import { CartRepository, type StoredCart } from './cart.repository.js';

/** A cart as the routes answer it: the domain cart, when it last changed, and each creator's card. */
export interface CartView {
  readonly cart: Cart;
  readonly updatedAt: Date;
  readonly cards: readonly CreatorCard[];
}

/** Reads a stored cart's deliveries and their creators' cards (one query for the items, three for the cards). */
export async function loadCartView(db: Queryable, externalId: string, stored: StoredCart): Promise<CartView> {
  const creators = await new CartRepository(db).deliveries(stored.id);
  const cards = await loadCreatorCards(
    db,
    creators.map((delivery) => delivery.creatorId),
  );
  return { cart: { userId: externalId, creators }, updatedAt: stored.updatedAt, cards };
}
