import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { agentLinkTokens, bankAccounts, creators, socialNetworks, userCategories, users } from '../db/schema.js';
import type { AgentSummary, CreatorLink } from './agent-views.js';

const agentColumns = { id: users.id, name: users.name, image: users.image };

/**
 * Agents in PostgreSQL: link tokens (`agent_link_tokens`), the link itself
 * (`creators.creator_agent_id`) and what an agent's list of creators reads. The only code of
 * the agents area that knows the tables. Works on the database or inside a transaction.
 */
export class AgentsRepository {
  constructor(private readonly db: Queryable) {}

  /** The agent's current link token, or undefined before the first one. */
  async tokenOf(agentId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ token: agentLinkTokens.token }).from(agentLinkTokens).where(eq(agentLinkTokens.userId, agentId));
    return row?.token;
  }

  /** Stores a first token unless one exists (two first reads at once keep one); answers the token that holds. */
  async insertTokenIfAbsent(agentId: number, token: string): Promise<string> {
    await this.db.insert(agentLinkTokens).values({ userId: agentId, token }).onConflictDoNothing({ target: agentLinkTokens.userId });
    const stored = await this.tokenOf(agentId);
    if (stored === undefined) throw new Error('AgentsRepository.insertTokenIfAbsent: the token was not stored');
    return stored;
  }

  /** Replaces the agent's token (or sets a first one): the old one stops naming the agent. */
  async replaceToken(agentId: number, token: string): Promise<void> {
    await this.db
      .insert(agentLinkTokens)
      .values({ userId: agentId, token })
      .onConflictDoUpdate({ target: agentLinkTokens.userId, set: { token } });
  }

  /** The active agent this token names, or undefined. */
  async activeAgentByToken(token: string): Promise<AgentSummary | undefined> {
    const [agent] = await this.db
      .select(agentColumns)
      .from(agentLinkTokens)
      .innerJoin(users, eq(users.id, agentLinkTokens.userId))
      .where(and(eq(agentLinkTokens.token, token), eq(users.type, 'agent'), eq(users.active, true)));
    return agent;
  }

  /** Which account a creator card belongs to and who acts for it, or undefined for no such card. */
  async linkOfCreator(creatorId: number): Promise<CreatorLink | undefined> {
    const [link] = await this.db
      .select({ creatorId: creators.id, userId: creators.userId, agentId: creators.creatorAgentId })
      .from(creators)
      .where(eq(creators.id, creatorId));
    return link;
  }

  /** The same, by the creator's account id. */
  async linkOfCreatorAccount(userId: number): Promise<CreatorLink | undefined> {
    const [link] = await this.db
      .select({ creatorId: creators.id, userId: creators.userId, agentId: creators.creatorAgentId })
      .from(creators)
      .where(eq(creators.userId, userId));
    return link;
  }

  /** Sets (an agent's id) or clears (`null`) who acts for the creator. */
  async setAgentOfCreator(creatorId: number, agentId: number | null): Promise<void> {
    await this.db.update(creators).set({ creatorAgentId: agentId }).where(eq(creators.id, creatorId));
  }

  /** The cards and accounts of the creators this agent acts for. */
  linkedCreators(agentId: number) {
    return this.db
      .select({
        id: creators.id,
        userId: users.id,
        externalId: users.externalId,
        slug: creators.slug,
        name: users.name,
        email: users.email,
        phone: users.phone,
        image: users.image,
        miniBio: users.miniBio,
        state: users.state,
        city: users.city,
        active: users.active,
        cardActive: creators.active,
        stories: creators.priceStories,
        feed: creators.priceFeed,
        tiktok: creators.priceTiktok,
      })
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .where(eq(creators.creatorAgentId, agentId));
  }

  /** The social networks of these accounts (what completion counts: the name and username). */
  networksOf(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ userId: socialNetworks.userId, name: socialNetworks.name, username: socialNetworks.username })
      .from(socialNetworks)
      .where(inArray(socialNetworks.userId, [...userIds]));
  }

  /** The category ids these accounts chose. */
  categoriesOf(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ userId: userCategories.userId, id: userCategories.categoryId })
      .from(userCategories)
      .where(inArray(userCategories.userId, [...userIds]));
  }

  /**
   * The four bank fields completion counts, for these accounts. Only completion reads them;
   * they never leave the service that computes it.
   */
  bankFieldsOf(userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ userId: bankAccounts.userId, account: bankAccounts.account, agency: bankAccounts.agency, bankCode: bankAccounts.bankCode, ownerName: bankAccounts.ownerName })
      .from(bankAccounts)
      .where(inArray(bankAccounts.userId, [...userIds]));
  }
}
