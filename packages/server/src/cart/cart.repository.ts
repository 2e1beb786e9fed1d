import type { CartDelivery } from '@publi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { cartItems, carts, creators, users } from '../db/schema.js';

/** A cart row: which cart, and when its content last changed. */
export interface StoredCart {
  readonly id: number;
  readonly updatedAt: Date;
}

const cartColumns = { id: carts.id, updatedAt: carts.updatedAt };

/** Carts and their items in PostgreSQL (PGlite or a server), on a database or inside a transaction. */
export class CartRepository {
  constructor(private readonly db: Queryable) {}

  /** The cart of the account whose identity-provider id is `externalId`, if it has one. */
  async findByExternalId(externalId: string): Promise<StoredCart | undefined> {
    const [cart] = await this.db.select(cartColumns).from(carts).innerJoin(users, eq(users.id, carts.userId)).where(eq(users.externalId, externalId));
    return cart;
  }

  /** Creates the account's cart unless it has one; says which happened. */
  async create(userId: number, now: Date): Promise<{ readonly cart: StoredCart; readonly created: boolean }> {
    const [inserted] = await this.db.insert(carts).values({ userId, updatedAt: now }).onConflictDoNothing({ target: carts.userId }).returning(cartColumns);
    if (inserted) return { cart: inserted, created: true };
    const [existing] = await this.db.select(cartColumns).from(carts).where(eq(carts.userId, userId));
    if (!existing) throw new Error('CartRepository.create: the cart neither inserted nor found');
    return { cart: existing, created: false };
  }

  /**
   * The account's cart, created if missing, marked changed at `now` and locked until the
   * transaction ends: writes to one cart run one after the other, so each reads what the
   * last one wrote.
   */
  async lockOrCreate(userId: number, now: Date): Promise<StoredCart> {
    const [cart] = await this.db
      .insert(carts)
      .values({ userId, updatedAt: now })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: now } })
      .returning(cartColumns);
    if (!cart) throw new Error('CartRepository.lockOrCreate: the cart row was not returned');
    return cart;
  }

  /**
   * The cart's deliveries in the order they were added, leaving out creators who left
   * (inactive card or account): their rows stay until the cart next changes.
   */
  async deliveries(cartId: number): Promise<CartDelivery[]> {
    return this.db
      .select({ creatorId: cartItems.creatorId, stories: cartItems.stories, feed: cartItems.feed, tiktok: cartItems.tiktok })
      .from(cartItems)
      .innerJoin(creators, eq(creators.id, cartItems.creatorId))
      .innerJoin(users, eq(users.id, creators.userId))
      .where(and(eq(cartItems.cartId, cartId), eq(creators.active, true), eq(users.active, true)))
      .orderBy(asc(cartItems.position));
  }

  /** Rewrites the cart's items as `deliveries`, positions following their order. */
  async replaceDeliveries(cartId: number, deliveries: readonly CartDelivery[]): Promise<void> {
    await this.db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    if (deliveries.length === 0) return;
    await this.db.insert(cartItems).values(deliveries.map((delivery, position) => ({ cartId, position, ...delivery })));
  }

  /**
   * Takes the creator of account `userId` out of every cart (a deactivated account): the
   * brands' carts then hold only creators they can still hire. Answers how many lines went.
   */
  async removeCreatorOfAccount(userId: number): Promise<number> {
    const ofAccount = this.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, userId));
    const removed = await this.db.delete(cartItems).where(inArray(cartItems.creatorId, ofAccount)).returning({ cartId: cartItems.cartId });
    return removed.length;
  }
}
