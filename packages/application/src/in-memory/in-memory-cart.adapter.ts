import { replaceCart, setCartDelivery, type Cart, type CartDelivery } from '@publi/domain';
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
    return settle(() => this.save(setCartDelivery(this.cartOf(this.session.requireUserId()), this.checked(delivery))));
  }

  /** Replaces the signed-in brand's cart. */
  replace(deliveries: readonly CartDelivery[]): Promise<Cart> {
    return settle(() => this.save(replaceCart(this.cartOf(this.session.requireUserId()), deliveries.map((d) => this.checked(d)))));
  }

  private owner(userId: string): string {
    if (userId.trim() === '') throw new ApplicationError('CART.USER_ID_REQUIRED');
    if (this.session.requireUserId() !== userId) throw new ApplicationError('AUTH.FORBIDDEN');
    return userId;
  }

  private cartOf(userId: string): Cart {
    const cart = this.carts.get(userId);
    if (cart === undefined) throw new ApplicationError('CART.NOT_FOUND');
    return cart;
  }

  private checked(delivery: CartDelivery): CartDelivery {
    if (this.knownCreatorIds !== null && !this.knownCreatorIds.has(delivery.creatorId)) {
      throw new ApplicationError('CART.CREATOR_NOT_FOUND');
    }
    return delivery;
  }

  private save(cart: Cart): Cart {
    this.carts.set(cart.userId, cart);
    return cart;
  }
}
