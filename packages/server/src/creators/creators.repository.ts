import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { perObject } from '../cache/per-object.js';
import type { Queryable, Transaction } from '../db/database.js';
import { creators, socialNetworks, users } from '../db/schema.js';
import { badgesJson, categoriesJson, networksJson } from './card-lists-sql.js';
import type { CreatorCard } from './creator-card.js';
import type { CreatorDetails, CreatorLookup, JobPrices, SocialNetwork } from './creator-profile.js';
import { CreatorsCardRepository } from './creators-card.repository.js';

const networkColumns = {
  name: socialNetworks.name,
  username: socialNetworks.username,
  link: socialNetworks.link,
  followers: socialNetworks.followers,
  engagementBp: socialNetworks.engagementBp,
};

// Prepared once per database or transaction handle: one statement whatever the count, its SQL
// built once, and on PostgreSQL parsed and planned once per pooled connection.
const cardsOf = perObject((db: Queryable) =>
  db
    .select({
      id: creators.id,
      slug: creators.slug,
      name: creators.name,
      image: creators.image,
      state: creators.state,
      city: creators.city,
      categories: categoriesJson,
      followers: creators.followers,
      engagementBp: creators.engagementBp,
      priceStories: creators.priceStories,
      priceFeed: creators.priceFeed,
      priceTiktok: creators.priceTiktok,
      socialNetworks: networksJson<CreatorCard['socialNetworks'][number]>({
        name: socialNetworks.name,
        username: socialNetworks.username,
        followers: socialNetworks.followers,
      }),
    })
    .from(creators)
    .where(sql`${creators.id} = ANY(${sql.placeholder('ids')}::integer[])`)
    .prepare('creator_cards'),
);

function selectDetails(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: creators.id,
      userId: creators.userId,
      slug: creators.slug,
      name: creators.name,
      image: creators.image,
      miniBio: users.miniBio,
      state: creators.state,
      city: creators.city,
      followers: creators.followers,
      engagementBp: creators.engagementBp,
      priceStories: creators.priceStories,
      priceFeed: creators.priceFeed,
      priceTiktok: creators.priceTiktok,
      creatorAgentId: creators.creatorAgentId,
      socialNetworks: networksJson<SocialNetwork>(networkColumns),
      categories: categoriesJson,
      badges: badgesJson,
    })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(where);
}

// Public pages show active creators of active accounts only; a deactivated one is not found.
const visible = and(eq(creators.active, true), eq(users.active, true));

// Prepared once per database or transaction handle: the SQL is built once, and on PostgreSQL
// each pooled connection parses and plans the named statement once, not on every profile.
const lookups = perObject((db: Queryable) => ({
  creatorId: selectDetails(db, and(eq(creators.id, sql.placeholder('key')), visible)).prepare('creator_details_by_id'),
  slug: selectDetails(db, and(eq(creators.slug, sql.placeholder('key')), visible)).prepare('creator_details_by_slug'),
  ownerUserId: selectDetails(db, eq(creators.userId, sql.placeholder('key'))).prepare('creator_details_by_owner'),
}));

/**
 * Creator profiles in PostgreSQL: the search card (`creators`), social networks and prices.
 * With `accounts.repository.ts`, the only code of the creators area that knows the tables;
 * the card's own writes (slug, refresh) are `CreatorsCardRepository`'s, reached from here,
 * and bank data is `CreatorsBankRepository`'s. Works on the database or inside a transaction.
 */
export class CreatorsRepository {
  constructor(private readonly db: Queryable) {}

  /** Creates the card of an account that just became a creator (a savepoint: needs a transaction). */
  static createCard(tx: Transaction, userId: number, name: string): Promise<number> {
    return CreatorsCardRepository.create(tx, userId, name);
  }

  /** Brings the account's card back in step with its account rows; false when it has no card. */
  refreshCard(userId: number): Promise<boolean> {
    return new CreatorsCardRepository(this.db).refresh(userId);
  }

  /**
   * A creator's profile as `GET /account/creator/details` and `/slug` show it, or undefined
   * when there is none to show, in one statement. It selects only public columns: never the
   * e-mail, the phone, the bank account or the agent's token, so none of them can reach a
   * public page.
   */
  async details(lookup: CreatorLookup): Promise<CreatorDetails | undefined> {
    const prepared = lookups(this.db);
    const [row] = await ('creatorId' in lookup
      ? prepared.creatorId.execute({ key: lookup.creatorId })
      : 'slug' in lookup
        ? prepared.slug.execute({ key: lookup.slug })
        : prepared.ownerUserId.execute({ key: lookup.ownerUserId }));
    if (!row) return undefined;
    const { priceStories, priceFeed, priceTiktok, ...details } = row;
    return { ...details, prices: { stories: priceStories, feed: priceFeed, tiktok: priceTiktok } };
  }

  /**
   * The cards of the given creators, in the order of `creatorIds` (missing ids are skipped).
   * One indexed statement whatever the count, so a page of 24 costs about what a page of 1 does.
   */
  async cards(creatorIds: readonly number[]): Promise<CreatorCard[]> {
    if (creatorIds.length === 0) return [];
    const rows = await cardsOf(this.db).execute({ ids: [...creatorIds] });
    const cardById = new Map(
      rows.map(({ priceStories, priceFeed, priceTiktok, ...card }): [number, CreatorCard] => [
        card.id,
        { ...card, prices: { stories: priceStories, feed: priceFeed, tiktok: priceTiktok } },
      ]),
    );
    return creatorIds.flatMap((id) => {
      const card = cardById.get(id);
      return card ? [card] : [];
    });
  }

  /**
   * Which of `creatorIds` a brand may put in a cart: creators that exist, whose card is active
   * and whose account was not deactivated.
   */
  async activeIds(creatorIds: readonly number[]): Promise<ReadonlySet<number>> {
    if (creatorIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: creators.id })
      .from(creators)
      .innerJoin(users, eq(users.id, creators.userId))
      .where(and(inArray(creators.id, [...new Set(creatorIds)]), eq(creators.active, true), eq(users.active, true)));
    return new Set(rows.map((row) => row.id));
  }

  /** The account's social networks, in no particular order. */
  socialNetworks(userId: number): Promise<SocialNetwork[]> {
    return this.db.select(networkColumns).from(socialNetworks).where(eq(socialNetworks.userId, userId));
  }

  /** Replaces the account's whole list of networks. */
  async replaceSocialNetworks(userId: number, networks: readonly SocialNetwork[]): Promise<void> {
    await this.db.delete(socialNetworks).where(eq(socialNetworks.userId, userId));
    if (networks.length === 0) return;
    // "Not stated" is stored as NULL, never as 0: a stated 0 stays a 0.
    await this.db.insert(socialNetworks).values(networks.map((network) => ({ userId, ...network })));
  }

  /** Sets the prices on the account's card; undefined when the account has no card. */
  async setPrices(userId: number, prices: JobPrices): Promise<JobPrices | undefined> {
    const [card] = await this.db
      .update(creators)
      .set({ priceStories: prices.stories, priceFeed: prices.feed, priceTiktok: prices.tiktok })
      .where(eq(creators.userId, userId))
      .returning({ stories: creators.priceStories, feed: creators.priceFeed, tiktok: creators.priceTiktok });
    return card;
  }
}
