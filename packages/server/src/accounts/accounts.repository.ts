import { FINAL_CONTRACT_STATUSES, type OpenContract } from '@publi/domain';
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { categories, contracts, creators, projects, userCategories, users } from '../db/schema.js';
import type { Account, AccountChanges, AccountView, NewAccount } from './account.js';

/**
 * Accounts in PostgreSQL (`users` and the categories each chose): the only code of the
 * accounts area that knows the tables. Works on the database or inside a transaction.
 */
export class AccountsRepository {
  constructor(private readonly db: Queryable) {}

  /** The account of this identity-provider id, active or not. */
  async findByExternalId(externalId: string): Promise<Account | undefined> {
    const [account] = await this.db.select().from(users).where(eq(users.externalId, externalId));
    return account;
  }

  /** The same, locked (`FOR UPDATE`) until the transaction ends, before a write. */
  async lockByExternalId(externalId: string): Promise<Account | undefined> {
    const [account] = await this.db.select().from(users).where(eq(users.externalId, externalId)).for('update');
    return account;
  }

  /** The account with this id, locked (`FOR UPDATE`) until the transaction ends: an agent's write for a creator. */
  async lockById(userId: number): Promise<Account | undefined> {
    const [account] = await this.db.select().from(users).where(eq(users.id, userId)).for('update');
    return account;
  }

  /** The account with this id and its categories by name, or undefined. */
  async view(userId: number): Promise<AccountView | undefined> {
    const [account] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!account) return undefined;
    const chosen = await this.db
      .select({ id: categories.id, name: categories.name })
      .from(userCategories)
      .innerJoin(categories, eq(categories.id, userCategories.categoryId))
      .where(eq(userCategories.userId, userId))
      .orderBy(asc(categories.name), asc(categories.id));
    return { account, categories: chosen };
  }

  /** Inserts a new account; the unique index on `external_id` refuses a second one. */
  async insert(account: NewAccount & { readonly emailVerified: boolean }): Promise<number> {
    const [row] = await this.db.insert(users).values({ ...account, privacyConsentAt: sql`now()` }).returning({ id: users.id });
    if (!row) throw new Error('AccountsRepository.insert: the row was not returned');
    return row.id;
  }

  /** Marks the account's e-mail confirmed when it is `email` (in any case) and not marked yet; otherwise changes nothing. */
  async markEmailVerified(externalId: string, email: string): Promise<void> {
    await this.db
      .update(users)
      .set({ emailVerified: true })
      .where(and(eq(users.externalId, externalId), eq(users.emailVerified, false), sql`lower(${users.email}) = lower(${email})`));
  }

  /**
   * Records `at` as the account's last sign-in if it is later than the one recorded (or none is):
   * answers whether it was. Two starts of the same new session race here; one wins.
   */
  async advanceLastSignIn(userId: number, at: Date): Promise<boolean> {
    const moved = await this.db
      .update(users)
      .set({ lastSignInAt: at })
      .where(and(eq(users.id, userId), or(isNull(users.lastSignInAt), lt(users.lastSignInAt, at))))
      .returning({ id: users.id });
    return moved.length > 0;
  }

  /** Records `at` as the account's last cut of its sessions if it is later than the one recorded (or none is): answers whether it was. */
  async advanceSessionsCut(userId: number, at: Date): Promise<boolean> {
    const moved = await this.db
      .update(users)
      .set({ sessionsCutAt: at })
      .where(and(eq(users.id, userId), or(isNull(users.sessionsCutAt), lt(users.sessionsCutAt, at))))
      .returning({ id: users.id });
    return moved.length > 0;
  }

  /** Sets the given columns (none is a no-op). */
  async update(userId: number, changes: AccountChanges & { readonly type?: string; readonly active?: boolean; readonly email?: string; readonly emailVerified?: boolean; readonly emailRefusedAt?: null }): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, userId));
  }

  /** Which of these category ids exist. */
  async knownCategoryIds(categoryIds: readonly number[]): Promise<ReadonlySet<number>> {
    if (categoryIds.length === 0) return new Set();
    const rows = await this.db.select({ id: categories.id }).from(categories).where(inArray(categories.id, [...categoryIds]));
    return new Set(rows.map((row) => row.id));
  }

  /** Replaces the account's chosen categories. */
  async replaceCategories(userId: number, categoryIds: readonly number[]): Promise<void> {
    await this.db.delete(userCategories).where(eq(userCategories.userId, userId));
    if (categoryIds.length === 0) return;
    await this.db.insert(userCategories).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
  }

  /**
   * The contracts the account is a party to (as the brand, or as the creator of the card) that
   * have not ended, with their project's name, as the domain's `deactivationBlocker` and
   * `deletionBlocker` weigh them. Read after the account row is locked.
   */
  async openContracts(userId: number): Promise<OpenContract[]> {
    const rows = await this.db
      .select({ id: contracts.id, projectName: projects.name, status: contracts.status })
      .from(contracts)
      .innerJoin(projects, eq(projects.id, contracts.projectId))
      .innerJoin(creators, eq(creators.id, contracts.creatorId))
      .where(and(or(eq(contracts.brandId, userId), eq(creators.userId, userId)), notInArray(contracts.status, [...FINAL_CONTRACT_STATUSES])))
      .orderBy(asc(contracts.id));
    // The CHECK constraint of migration 0007 keeps `status` to the domain's values.
    return rows.map((row) => ({ ...row, status: row.status }));
  }
}
