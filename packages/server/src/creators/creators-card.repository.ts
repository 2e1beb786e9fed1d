import { randomInt } from 'node:crypto';
import { foldText } from '@publi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/database.js';
import { creators, socialNetworks, userCategories, users } from '../db/schema.js';
import { uniqueViolationOf } from '../db/unique-violation.js';
import { aggregateAudience } from './aggregate-audience.js';
import { firstFreeSlug, slugBase, slugCandidates } from './slug-candidates.js';

// Candidates probed per query: equality look-ups on the slug's unique index, never a scan.
const PROBE = 50;
// A concurrent sign-up can take the slug between our look-up and our insert; try again then.
const ATTEMPTS = 12;
// The first tries keep the numbering tidy (`-2`, `-3`...). Past them, many sign-ups of one name
// are racing for the same next number, one winner a round: each then probes from a random
// position of its own, so they stop meeting (a 500 on sign-up is never the answer).
const ORDERED_ATTEMPTS = 4;

/**
 * The search card's writes (`creators`, the denormalised table search reads): creating it
 * with a unique slug, and bringing it back in step with the account rows it copies. Reached
 * through `CreatorsRepository.createCard` and `refreshCard`, which other areas call.
 */
export class CreatorsCardRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Creates the search card of a user who just became a creator, with a unique slug made from
   * their name (`ana-souza`, then `ana-souza-2`...), and fills it from the source tables.
   * Runs inside the caller's transaction; the insert sits in a savepoint so a slug taken by a
   * concurrent sign-up is retried instead of failing the whole write.
   *
   * @returns the new card's id.
   */
  static async create(tx: Transaction, userId: number, name: string): Promise<number> {
    const base = slugBase(name);
    for (let attempt = 1; ; attempt += 1) {
      const slug = await freeSlug(tx, base, attempt <= ORDERED_ATTEMPTS ? 1 : randomInt(2, 100_000));
      try {
        const [card] = await tx.transaction((savepoint) =>
          savepoint.insert(creators).values({ userId, slug }).returning({ id: creators.id }),
        );
        if (!card) throw new Error('CreatorsCardRepository.create: the card row was not returned');
        await new CreatorsCardRepository(tx).refresh(userId);
        return card.id;
      } catch (error) {
        if (uniqueViolationOf(error) !== 'creators_slug_key' || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Brings a creator's search card (`creators`) back in step with what it copies: name, image
   * and place from `users`, audience and usernames from `social_networks`, categories from
   * `user_categories`, and whether the account is active. Every write that changes any of
   * those calls this inside the same transaction, so search never shows a half-updated card.
   * Accounts without a card (brands, agents) are left alone.
   *
   * @returns whether the account has a card that was refreshed.
   */
  async refresh(userId: number): Promise<boolean> {
    const [user] = await this.db
      .select({ name: users.name, image: users.image, state: users.state, city: users.city, active: users.active })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return false;
    const [networks, categoryRows] = await Promise.all([
      this.db
        .select({ username: socialNetworks.username, followers: socialNetworks.followers, engagementBp: socialNetworks.engagementBp })
        .from(socialNetworks)
        .where(eq(socialNetworks.userId, userId))
        .orderBy(asc(socialNetworks.name)),
      this.db
        .select({ categoryId: userCategories.categoryId })
        .from(userCategories)
        .where(eq(userCategories.userId, userId))
        .orderBy(asc(userCategories.categoryId)),
    ]);
    // A NULL count or engagement is "not stated" and stays out of the sum and the mean; a stated 0 counts.
    const { followers, engagementBp } = aggregateAudience(networks);
    const searchText = foldText([user.name, ...networks.map((network) => network.username), user.city ?? ''].join(' ').trim());
    const updated = await this.db
      .update(creators)
      .set({
        name: user.name,
        nameFolded: foldText(user.name),
        image: user.image,
        state: user.state,
        city: user.city,
        cityFolded: user.city === null ? null : foldText(user.city),
        searchText: searchText.replace(/\s+/g, ' '),
        followers,
        engagementBp,
        categoryIds: categoryRows.map((row) => row.categoryId),
        active: user.active,
      })
      .where(eq(creators.userId, userId))
      .returning({ id: creators.id });
    return updated.length > 0;
  }
}

async function freeSlug(tx: Transaction, base: string, start: number): Promise<string> {
  for (let from = start; ; from += PROBE) {
    const candidates = slugCandidates(base, from, PROBE);
    const rows = await tx.select({ slug: creators.slug }).from(creators).where(inArray(creators.slug, candidates));
    const slug = firstFreeSlug(candidates, new Set(rows.map((row) => row.slug)));
    if (slug !== undefined) return slug;
  }
}
