import { CART_LIMITS } from '@publi/contract';
import { PROJECT_MESSAGES, replaceCart, setCartDelivery, type CartDelivery } from '@publi/domain';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Database, Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import { CartRepository, type StoredCart } from './cart.repository.js';
import type { CartView } from './cart-view.js';

/** What the cart reads and writes through: the database, and the clock that stamps each change. */
export interface CartDeps {
  readonly db: Database;
  readonly clock: ClockPort;
}

/**
 * The cart use cases, each on the account `externalId` names (the caller's, checked by the
 * routes). The rule of what a change does is the domain's (`setCartDelivery`, `replaceCart`);
 * this reads the cart, applies it and writes the result in one transaction.
 */
export class CartService {
  constructor(private readonly deps: CartDeps) {}

  /**
   * The account's cart, created empty unless it exists (`POST /project/create_cart`).
   *
   * @throws AppError `USER.NOT_FOUND` without an account, `USER.INACTIVE` once deactivated.
   */
  create(externalId: string): Promise<{ readonly view: CartView; readonly created: boolean }> {
    return this.deps.db.transaction(async (tx) => {
      const owner = await lockWritableUser(tx, externalId);
      const { cart, created } = await new CartRepository(tx).create(owner.id, this.deps.clock.now());
      return { view: await loadCartView(tx, externalId, cart), created };
    });
  }

  /**
   * The account's cart (`POST /project/get_creators_cart`). Reading never creates one.
   *
   * @throws AppError `CART.NOT_FOUND` when the account has no cart (or no account).
   */
  async get(externalId: string): Promise<CartView> {
    const cart = await new CartRepository(this.deps.db).findByExternalId(externalId);
    if (!cart) throw new AppError('CART.NOT_FOUND');
    return loadCartView(this.deps.db, externalId, cart);
  }

  /**
   * Sets one creator's delivery (a single delivery) or replaces the whole cart (a list)
   * (`POST /project/insert_creators_cart`), creating the cart if the account had none.
   *
   * @throws AppError `CART.CREATOR_NOT_FOUND` naming each unknown or inactive creator by its
   *   field (`creators.creator_id`, `creators.2.creator_id`); `REQUEST.INVALID` when the cart
   *   would pass its size; `USER.NOT_FOUND`, `USER.INACTIVE`.
   */
  setCreators(externalId: string, change: CartDelivery | readonly CartDelivery[]): Promise<CartView> {
    return this.deps.db.transaction(async (tx) => {
      const owner = await lockWritableUser(tx, externalId);
      await refuseUnknownCreators(tx, change);
      const repository = new CartRepository(tx);
      const stored = await repository.lockOrCreate(owner.id, this.deps.clock.now());
      const current = { userId: externalId, creators: await repository.deliveries(stored.id) };
      const next = isList(change) ? replaceCart(current, change) : setCartDelivery(current, change);
      if (next.creators.length > CART_LIMITS.creators) {
        throw new AppError('REQUEST.INVALID', { creators: `Um carrinho pode ter no máximo ${CART_LIMITS.creators} criadores.` });
      }
      await repository.replaceDeliveries(stored.id, next.creators);
      return loadCartView(tx, externalId, stored);
    });
  }
}

/** Reads a stored cart's deliveries and their creators' cards (one query for the items, one for the cards). */
async function loadCartView(db: Queryable, externalId: string, stored: StoredCart): Promise<CartView> {
  const creators = await new CartRepository(db).deliveries(stored.id);
  const cards = await new CreatorsRepository(db).cards(creators.map((delivery) => delivery.creatorId));
  return { cart: { userId: externalId, creators }, updatedAt: stored.updatedAt, cards };
}

function isList(change: CartDelivery | readonly CartDelivery[]): change is readonly CartDelivery[] {
  return Array.isArray(change);
}

// Field paths follow the request body, so a form can mark the very creator that was refused.
async function refuseUnknownCreators(db: Queryable, change: CartDelivery | readonly CartDelivery[]): Promise<void> {
  const deliveries = isList(change) ? change : [change];
  const active = await new CreatorsRepository(db).activeIds(deliveries.map((delivery) => delivery.creatorId));
  const fields: Record<string, string> = {};
  deliveries.forEach((delivery, index) => {
    if (!active.has(delivery.creatorId)) fields[isList(change) ? `creators.${index}.creator_id` : 'creators.creator_id'] = PROJECT_MESSAGES.creatorGone;
  });
  if (Object.keys(fields).length > 0) throw new AppError('CART.CREATOR_NOT_FOUND', fields);
}
