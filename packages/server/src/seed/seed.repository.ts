import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';
import { badges, brands, categories, creators, users } from '../db/schema.js';
import { creatorBatchInsert } from './creator-batch-sql.js';
import type { CreatorDraft } from './creator-draft.js';

/** A row of the reference lists the seed makes sure of: its id and what it is found by. */
export interface NamedRow {
  readonly id: number;
  readonly name: string;
}

/**
 * What only the seed reads and writes: the generated catalogue in bulk, the reference lists,
 * and the look-ups the demo seeds start from. Everything a person could do (accounts, profiles,
 * projects, contracts, payments) goes through the areas' services instead, so seeded data obeys
 * the same rules.
 */
export class SeedRepository {
  constructor(private readonly db: Queryable) {}

  /** Waits for the transaction-scoped advisory lock `key`, so two replicas starting at once seed once. */
  async lockSeeding(key: number): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(${key})`);
  }

  /** Whether the reference data is there yet (a fresh database has no categories). */
  async hasCategories(): Promise<boolean> {
    const [existing] = await this.db.select({ id: categories.id }).from(categories).limit(1);
    return existing !== undefined;
  }

  /** Whether an account exists for the identity `uid`. */
  async hasAccount(uid: string): Promise<boolean> {
    const [existing] = await this.db.select({ id: users.id }).from(users).where(eq(users.externalId, uid));
    return existing !== undefined;
  }

  /** The card id of the creator signed in as `uid`, or undefined before she exists. */
  async creatorIdOf(uid: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: creators.id }).from(creators).innerJoin(users, eq(users.id, creators.userId)).where(eq(users.externalId, uid));
    return row?.id;
  }

  /**
   * Active creators of the generated catalogue (their uids start with `seed-`), oldest card first,
   * leaving out the demo creator: the ones the demo seeds pick, `offset` skipping those another
   * seed took.
   */
  catalogueCreators(demoCreatorUid: string, page: { readonly offset?: number; readonly limit: number }): Promise<{ id: number; uid: string }[]> {
    return this.db
      .select({ id: creators.id, uid: users.externalId })
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .where(and(like(users.externalId, 'seed-%'), eq(users.active, true), eq(creators.active, true), ne(users.externalId, demoCreatorUid)))
      .orderBy(asc(creators.id))
      .offset(page.offset ?? 0)
      .limit(page.limit);
  }

  /** The index after the highest seeded creator (`seed-<index>` accounts), 0 on a fresh database. */
  async nextSeedIndex(): Promise<number> {
    const [row] = await queryRows<{ next: number }>(this.db, sql`
      SELECT coalesce(max(substring(external_id FROM 6)::integer) + 1, 0)::integer AS next
      FROM users WHERE external_id ~ '^seed-[0-9]{1,9}$'
    `);
    return row?.next ?? 0;
  }

  /** Inserts generated creators in one statement (`creator-batch-sql.ts`). */
  async insertCreators(drafts: readonly CreatorDraft[], imageOf: (draft: CreatorDraft) => string | null = () => null): Promise<void> {
    if (drafts.length === 0) return;
    await this.db.execute(creatorBatchInsert(drafts, imageOf));
  }

  /** Account ids by identity uid, for the uids that have one. */
  async userIdsByUid(uids: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.db.select({ id: users.id, externalId: users.externalId }).from(users).where(inArray(users.externalId, [...uids]));
    return new Map(rows.map((row) => [row.externalId, row.id]));
  }

  /** Sets each account's photo and copies it onto the card, as the card refresh would, in one statement. */
  async setPhotos(images: readonly { readonly user_id: number; readonly image: string }[]): Promise<void> {
    await this.db.execute(sql`
      WITH input AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(images)}::jsonb) AS t(user_id integer, image text)),
      set_users AS (UPDATE users u SET image = i.image FROM input i WHERE u.id = i.user_id)
      UPDATE creators c SET image = i.image FROM input i WHERE c.user_id = i.user_id
    `);
  }

  /** Every category's id by slug. */
  async categoryIdsBySlug(slugs?: readonly string[]): Promise<Map<string, number>> {
    const query = this.db.select({ id: categories.id, slug: categories.slug }).from(categories);
    const rows = slugs === undefined ? await query : await query.where(inArray(categories.slug, [...slugs]));
    return new Map(rows.map((row) => [row.slug, row.id]));
  }

  /** Inserts categories (a parent's id for sub-categories) and answers their ids by slug. */
  insertCategories(rows: readonly { readonly name: string; readonly slug: string; readonly parentId?: number | null }[]): Promise<{ id: number; slug: string }[]> {
    return this.db.insert(categories).values([...rows]).returning({ id: categories.id, slug: categories.slug });
  }

  /** Every badge, by name. */
  badges(): Promise<NamedRow[]> {
    return this.db.select({ id: badges.id, name: badges.name }).from(badges);
  }

  insertBadges(rows: readonly { readonly name: string; readonly icon: string }[]): Promise<NamedRow[]> {
    return this.db.insert(badges).values([...rows]).returning({ id: badges.id, name: badges.name });
  }

  /** Every brand of the reference list, by name. */
  brands(): Promise<NamedRow[]> {
    return this.db.select({ id: brands.id, name: brands.name }).from(brands);
  }

  insertBrands(rows: readonly { readonly name: string }[]): Promise<NamedRow[]> {
    return this.db.insert(brands).values([...rows]).returning({ id: brands.id, name: brands.name });
  }
}
