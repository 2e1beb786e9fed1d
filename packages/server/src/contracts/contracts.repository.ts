import { CANCELLABLE_STATUSES, CLOSED_WITHOUT_WORK_STATUSES, foldText, WAITING_FOR_ANSWER_STATUSES, type ContractStatus } from '@publi/domain';
import { and, asc, desc, eq, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.js';
import { chatReads, chats, contracts, creators, projects, users } from '../db/schema.js';
import { escapeLike } from '../search/escape-like.js';
import type { ContractRole, ContractRow, ContractView } from './contract-record.js';
import type { ProposalTerms } from './contract-requests.js';

// The domain's statuses as SQL literals, not parameters: the same text as the partial index on
// live contracts (core-schema.ts), which the planner matches only against literals.
const CLOSED_WITHOUT_WORK_SQL = sql.raw(`(${CLOSED_WITHOUT_WORK_STATUSES.map((status) => `'${status}'`).join(', ')})`);

const brands = alias(users, 'brand');

/** A new contract: the brand's proposal (its terms) to one creator of one project. */
export interface NewContract extends ProposalTerms {
  readonly projectId: number;
  readonly brandId: number;
  readonly offeredAt: Date;
}

// Twin of @publi/application's `ContractListQuery` without paging (the repository takes the page apart), plus the ids the writes read back.
/** What a list of contracts is narrowed by, besides who may see them. */
export interface ContractFilter {
  readonly ids?: readonly number[];
  readonly projectId?: number;
  readonly creatorId?: number;
  readonly status?: ContractStatus;
  /** Matched against the project's and the creator's names, ignoring case and accents. */
  readonly text?: string;
}

/** Contracts and their chats in PostgreSQL, on the database or inside a transaction. */
export class ContractsRepository {
  constructor(private readonly db: Queryable) {}

  /** Inserts the contracts with a chat each; answers their ids in the order given. */
  async insert(rows: readonly NewContract[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db.insert(contracts).values([...rows]).returning({ id: contracts.id });
    const ids = inserted.map((row) => row.id);
    await this.db.insert(chats).values(ids.map((contractId) => ({ contractId })));
    return ids;
  }

  /** The contract's row, not locked (a read, or the first step of a move: see `lockContractForMove`). */
  async find(id: number): Promise<ContractRow | undefined> {
    const [row] = await this.db.select().from(contracts).where(eq(contracts.id, id));
    return row;
  }

  /** The contract's row, locked for the rest of the transaction. */
  async lock(id: number): Promise<ContractRow | undefined> {
    const [row] = await this.db.select().from(contracts).where(eq(contracts.id, id)).for('update');
    return row;
  }

  /** The user and linked agent (if any) of the contract's creator: who besides the brand is on it. */
  async creatorSide(creatorId: number): Promise<{ readonly userId: number; readonly agentId: number | null } | undefined> {
    const [row] = await this.db.select({ userId: creators.userId, agentId: creators.creatorAgentId }).from(creators).where(eq(creators.id, creatorId));
    return row;
  }

  /** The contracts' rows among `ids`, locked in id order (the order every contract write takes). */
  lockAll(ids: readonly number[]): Promise<ContractRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(contracts)
      .where(inArray(contracts.id, [...ids]))
      .orderBy(asc(contracts.id))
      .for('update');
  }

  /** Stores a move's result. */
  async update(id: number, changes: Partial<Omit<ContractRow, 'id'>>): Promise<void> {
    await this.db.update(contracts).set(changes).where(eq(contracts.id, id));
  }

  /** Creators of `projectId` that already have a live contract on it, among `creatorIds`. */
  async liveCreators(projectId: number, creatorIds: readonly number[]): Promise<Set<number>> {
    if (creatorIds.length === 0) return new Set();
    const rows = await this.db
      .select({ creatorId: contracts.creatorId })
      .from(contracts)
      .where(and(eq(contracts.projectId, projectId), inArray(contracts.creatorId, [...creatorIds]), sql`${contracts.status} not in ${CLOSED_WITHOUT_WORK_SQL}`));
    return new Set(rows.map((row) => row.creatorId));
  }

  /** The live contract (not closed without work) of `creatorId` on `projectId`, if any. */
  async liveOf(projectId: number, creatorId: number): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.projectId, projectId), eq(contracts.creatorId, creatorId), notInArray(contracts.status, [...CLOSED_WITHOUT_WORK_STATUSES])));
    return row?.id;
  }

  /** The project's contracts a cancellation may end (the domain's `CANCELLABLE_STATUSES`), by id. */
  cancellableOf(projectId: number): Promise<{ id: number; brandId: number }[]> {
    return this.db
      .select({ id: contracts.id, brandId: contracts.brandId })
      .from(contracts)
      .where(and(eq(contracts.projectId, projectId), inArray(contracts.status, [...CANCELLABLE_STATUSES])))
      .orderBy(contracts.id);
  }

  /** The statuses of every contract of the project. */
  async statusesOf(projectId: number): Promise<ContractStatus[]> {
    const rows = await this.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.projectId, projectId));
    return rows.map((row) => row.status);
  }

  /** Contracts delivered at or before `deliveredBefore` and not yet answered, at most `limit`. */
  deliveredSince(deliveredBefore: Date, limit: number): Promise<{ id: number; projectId: number }[]> {
    return this.db
      .select({ id: contracts.id, projectId: contracts.projectId })
      .from(contracts)
      .where(and(eq(contracts.status, 'delivered'), lte(contracts.deliveredAt, deliveredBefore)))
      .limit(limit);
  }

  /** Ids of offers (pending or countered) made at or before `offeredBefore`, oldest first. */
  async waitingSince(offeredBefore: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(inArray(contracts.status, [...WAITING_FOR_ANSWER_STATUSES]), lte(contracts.offeredAt, offeredBefore)))
      .orderBy(contracts.offeredAt)
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The contracts `viewerId` is a party to (as the brand, the creator or the creator's linked
   * agent) that match `filter`, newest first, with what their screens show.
   */
  async views(viewerId: number, filter: ContractFilter, page: { readonly limit: number; readonly offset: number }): Promise<ContractView[]> {
    const rows = await this.db
      .select({
        row: contracts,
        projectName: projects.name,
        projectType: projects.projectType,
        brandName: sql<string>`coalesce(nullif(${brands.companyName}, ''), ${brands.name})`,
        brandImage: brands.image,
        brandEmail: brands.email,
        creatorUserId: creators.userId,
        creatorAgentId: creators.creatorAgentId,
        creatorName: creators.name,
        creatorSlug: creators.slug,
        creatorImage: creators.image,
        chatId: chats.id,
        lastSeq: chats.lastSeq,
        readSeq: sql<number>`coalesce(${chatReads.readSeq}, 0)`,
      })
      .from(contracts)
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .innerJoin(brands, eq(brands.id, contracts.brandId))
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .innerJoin(chats, eq(chats.contractId, contracts.id))
      .leftJoin(chatReads, and(eq(chatReads.chatId, chats.id), eq(chatReads.userId, viewerId)))
      .where(and(partyOf(viewerId), ...conditions(filter)))
      .orderBy(desc(contracts.updatedAt), desc(contracts.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map((found) => ({
      row: found.row,
      projectName: found.projectName,
      projectType: found.projectType,
      brand: { id: found.row.brandId, name: found.brandName, image: found.brandImage, email: found.brandEmail },
      creator: { id: found.row.creatorId, userId: found.creatorUserId, agentId: found.creatorAgentId, name: found.creatorName, slug: found.creatorSlug, image: found.creatorImage },
      chatId: found.chatId,
      lastSeq: found.lastSeq,
      readSeq: found.readSeq,
      viewerRole: roleOf(viewerId, found.row.brandId, found.creatorUserId),
    }));
  }

  /** Contract `id` as `viewerId` reads it, if they are a party to it. */
  async view(viewerId: number, id: number): Promise<ContractView | undefined> {
    const [found] = await this.views(viewerId, { ids: [id] }, { limit: 1, offset: 0 });
    return found;
  }

  /** How many contracts `views` would list without paging. */
  async count(viewerId: number, filter: ContractFilter): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::integer` })
      .from(contracts)
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .where(and(partyOf(viewerId), ...conditions(filter)));
    return row?.total ?? 0;
  }
}

function partyOf(viewerId: number): SQL | undefined {
  return or(eq(contracts.brandId, viewerId), eq(creators.userId, viewerId), eq(creators.creatorAgentId, viewerId));
}

function roleOf(viewerId: number, brandId: number, creatorUserId: number): ContractRole {
  if (viewerId === brandId) return 'brand';
  return viewerId === creatorUserId ? 'creator' : 'agent';
}

function conditions(filter: ContractFilter): SQL[] {
  const found: SQL[] = [];
  if (filter.ids !== undefined) found.push(inArray(contracts.id, filter.ids.length > 0 ? [...filter.ids] : [0]));
  if (filter.projectId !== undefined) found.push(eq(contracts.projectId, filter.projectId));
  if (filter.creatorId !== undefined) found.push(eq(contracts.creatorId, filter.creatorId));
  if (filter.status !== undefined) found.push(eq(contracts.status, filter.status));
  const folded = foldText(filter.text ?? '');
  if (folded !== '') {
    const pattern = `%${escapeLike(folded)}%`;
    found.push(sql`(${projects.nameFolded} like ${pattern} escape '\\' or ${creators.nameFolded} like ${pattern} escape '\\')`);
  }
  return found;
}
