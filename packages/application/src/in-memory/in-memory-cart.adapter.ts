import { PROJECT_MESSAGES, replaceCart, setCartDelivery, type Cart, type CartDelivery } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { CartPort } from '../ports/cart.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/**
 * Carts in memory, as the server keeps them: one per brand, only its owner reads or changes
 * it, one delivery per creator, creators checked against `knownCreatorIds` when given.
 */
export class InMemoryCartAdapter implements CartPort {
  private readonly carts = new Map<string, Cart>();

  /** @param session - who is signed in. @param knownCreatorIds - the active creators, or every id when `null`. */
  constructor(private readonly session: InMemorySession, private readonly knownCreatorIds: ReadonlySet<number> | null = null) {}

  /** Creates the cart, or answers the existing one. */
  create(userId: string): Promise<Cart> {
    return settle(() => {
      const owner = this.owner(userId);
      const cart = this.carts.get(owner) ?? { userId: owner, creators: [] };
      this.carts.set(owner, cart);
      return cart;
    });
  }

  /** The cart of `userId`. */
  get(userId: string): Promise<Cart> {
    return settle(() => this.cartOf(this.owner(userId)));
  }

  /** Sets one delivery on the signed-in brand's cart. */
  setDelivery(delivery: CartDelivery): Promise<Cart> {
    return settle(() => {
      this.refuseUnknown([delivery], () => 'creators.creator_id');
      return this.save(setCartDelivery(this.cartOf(this.session.requireUserId()), delivery));
    });
  }

  /** Replaces the signed-in brand's cart. */
  replace(deliveries: readonly CartDelivery[]): Promise<Cart> {
    return settle(() => {
      this.refuseUnknown(deliveries, (index) => `creators.${String(index)}.creator_id`);
      return this.save(replaceCart(this.cartOf(this.session.requireUserId()), deliveries));
    });
  }

  private owner(userId: string): string {
    if (userId.trim() === '') throw new ApplicationError('CART.USER_ID_REQUIRED', undefined, { user_id: 'Informe o user_id.' });
    if (this.session.requireUserId() !== userId) throw new ApplicationError('USER.EXTERNAL_ID_MISMATCH');
    return userId;
  }

  private cartOf(userId: string): Cart {
    const cart = this.carts.get(userId);
    if (cart === undefined) throw new ApplicationError('CART.NOT_FOUND');
    return cart;
  }

  // As the server: every unknown creator named beside its line of the request, nothing saved.
  private refuseUnknown(deliveries: readonly CartDelivery[], path: (index: number) => string): void {
    const known = this.knownCreatorIds;
    if (known === null) return;
    const fields: Record<string, string> = {};
    deliveries.forEach((delivery, index) => {
      if (!known.has(delivery.creatorId)) fields[path(index)] = PROJECT_MESSAGES.creatorGone;
    });
    if (Object.keys(fields).length > 0) throw new ApplicationError('CART.CREATOR_NOT_FOUND', undefined, fields);
  }

  private save(cart: Cart): Cart {
    this.carts.set(cart.userId, cart);
    return cart;
  }
}
