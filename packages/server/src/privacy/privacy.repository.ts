import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.js';
import {
  auditEvents,
  bankAccounts,
  cartItems,
  carts,
  categories,
  chatMessages,
  chats,
  contracts,
  creators,
  emailOptOuts,
  deliveryFiles,
  notifications,
  outgoingEmails,
  payments,
  payouts,
  projects,
  socialNetworks,
  uploads,
  userCategories,
  users,
} from '../db/schema.js';

const brandUsers = alias(users, 'brand_users');

/** What hangs on one account alone, as the download's account sections read it. */
export type AccountData = Awaited<ReturnType<PrivacyRepository['accountData']>>;

/** What one account did on Publi, as the download's activity sections read it. */
export type ActivityData = Awaited<ReturnType<PrivacyRepository['activityData']>>;

/**
 * What the LGPD's rights read of one account: everything it owns, for the download, and what it
 * still has going on, before a deletion. Never another person's data: only names of the people
 * its own records mention.
 */
export class PrivacyRepository {
  constructor(private readonly db: Queryable) {}

  /** The account's creator card, when it is a creator. */
  async creatorIdOf(userId: number): Promise<number | null> {
    const [card] = await this.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, userId));
    return card?.id ?? null;
  }

  /** The account's profile card, networks, categories, bank data, cart, the creators it represents and its files. */
  async accountData(userId: number) {
    const db = this.db;
    const [card] = await db
      .select({ id: creators.id, slug: creators.slug, stories: creators.priceStories, feed: creators.priceFeed, tiktok: creators.priceTiktok, agentName: users.name, agentId: creators.creatorAgentId })
      .from(creators)
      .leftJoin(users, eq(users.id, creators.creatorAgentId))
      .where(eq(creators.userId, userId));
    const networks = await db.select().from(socialNetworks).where(eq(socialNetworks.userId, userId)).orderBy(asc(socialNetworks.name));
    const chosen = await db.select({ name: categories.name }).from(userCategories).innerJoin(categories, eq(categories.id, userCategories.categoryId)).where(eq(userCategories.userId, userId)).orderBy(asc(categories.name));
    const bank = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
    const cart = await db
      .select({ creator: creators.name, slug: creators.slug, stories: cartItems.stories, feed: cartItems.feed, tiktok: cartItems.tiktok })
      .from(carts)
      .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
      .innerJoin(creators, eq(creators.id, cartItems.creatorId))
      .where(eq(carts.userId, userId))
      .orderBy(asc(cartItems.position));
    // An agent's own side of its links: whom it acts for (names and public pages only, never their data).
    const represented = await db.select({ name: creators.name, slug: creators.slug }).from(creators).where(eq(creators.creatorAgentId, userId)).orderBy(asc(creators.name));
    const files = await db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt));
    const sent = await db.select().from(deliveryFiles).where(eq(deliveryFiles.uploaderId, userId)).orderBy(asc(deliveryFiles.createdAt));
    return { card, networks, chosen, bank, cart, represented, files, sent };
  }

  /**
   * A brand's projects and payments, both sides' contracts, the messages the person wrote (never
   * the other party's), a creator's payouts, notifications, the e-mails sent and the kinds turned
   * off, and the security history with the names of the people it mentions. `creatorId` is the account's creator card, when it is a creator.
   */
  async activityData(userId: number, creatorId: number | null) {
    const db = this.db;
    const ownProjects = await db.select().from(projects).where(eq(projects.ownerId, userId)).orderBy(asc(projects.id));
    const party = creatorId === null ? eq(contracts.brandId, userId) : or(eq(contracts.brandId, userId), eq(contracts.creatorId, creatorId));
    const ownContracts = await db
      .select({ contract: contracts, project: projects.name, creator: creators.name, brand: brandUsers.name })
      .from(contracts)
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .innerJoin(brandUsers, eq(brandUsers.id, contracts.brandId))
      .where(party)
      .orderBy(asc(contracts.id));
    const messages = await db
      .select({ contractId: chats.contractId, message: chatMessages })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(eq(chatMessages.senderId, userId))
      .orderBy(asc(chatMessages.id));
    const ownPayments = await db.select({ payment: payments, project: projects.name }).from(payments).innerJoin(projects, eq(projects.id, payments.projectId)).where(eq(payments.brandId, userId)).orderBy(asc(payments.id));
    const ownPayouts = creatorId === null ? [] : await db.select().from(payouts).where(eq(payouts.creatorId, creatorId)).orderBy(asc(payouts.id));
    const ownNotifications = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id));
    const ownEmails = await db.select().from(outgoingEmails).where(eq(outgoingEmails.userId, userId)).orderBy(asc(outgoingEmails.id));
    const emailsOff = await db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId)).orderBy(asc(emailOptOuts.kind));
    const events = await db.select().from(auditEvents).where(or(eq(auditEvents.accountId, userId), eq(auditEvents.agentId, userId))).orderBy(asc(auditEvents.id));
    const names = await this.peopleNames(events.flatMap((event) => [event.accountId, event.actorId, event.agentId]));
    return { ownProjects, ownContracts, messages, ownPayments, ownPayouts, ownNotifications, ownEmails, emailsOff, events, names };
  }

  /** How many of the brand's payments still wait for the provider. */
  async pendingPayments(userId: number): Promise<number> {
    const [pending] = await this.db.select({ total: count() }).from(payments).where(and(eq(payments.brandId, userId), eq(payments.status, 'pending')));
    return pending?.total ?? 0;
  }

  /** The contracts of the account's creator card (none for a brand or an agent). */
  async creatorContractIds(userId: number): Promise<number[]> {
    const rows = await this.db.select({ contractId: contracts.id }).from(contracts).innerJoin(creators, eq(creators.id, contracts.creatorId)).where(eq(creators.userId, userId));
    return rows.map((row) => row.contractId);
  }

  private async peopleNames(ids: readonly (number | null)[]): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
