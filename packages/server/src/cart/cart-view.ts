import type { Cart } from '@publi/domain';
import type { CreatorCard } from '../creators/creator-card.js';

/** A cart as the routes answer it: the domain cart, when it last changed, and each creator's card. */
export interface CartView {
  readonly cart: Cart;
  readonly updatedAt: Date;
  readonly cards: readonly CreatorCard[];
}
