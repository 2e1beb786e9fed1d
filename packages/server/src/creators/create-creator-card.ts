import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { creators } from '../db/schema.js';
import { refreshCreatorCard } from './refresh-creator-card.js';
import { firstFreeSlug, slugBase, slugCandidates } from './slug-candidates.js';
import { uniqueViolationOf } from '../db/unique-violation.js';

// Candidates probed per query: equality look-ups on the slug's unique index, never a scan.
const PROBE = 50;
// A concurrent sign-up can take the slug between our look-up and our insert; try again then.
const ATTEMPTS = 12;
// The first tries keep the numbering tidy (`-2`, `-3`...). Past them, many sign-ups of one name
// are racing for the same next number, one winner a round: each then probes from a random
// position of its own, so they stop meeting (a 500 on sign-up is never the answer).
const ORDERED_ATTEMPTS = 4;

async function freeSlug(tx: Transaction, base: string, start: number): Promise<string> {
  for (let from = start; ; from += PROBE) {
    const candidates = slugCandidates(base, from, PROBE);
    const rows = await tx.select({ slug: creators.slug }).from(creators).where(inArray(creators.slug, candidates));
    const slug = firstFreeSlug(candidates, new Set(rows.map((row) => row.slug)));
    if (slug !== undefined) return slug;
  }
}

/**
 * Creates the search card of a user who just became a creator, with a unique slug made from
 * their name (`ana-souza`, then `ana-souza-2`...), and fills it from the source tables.
 * Runs inside the caller's transaction; the insert sits in a savepoint so a slug taken by a
 * concurrent sign-up is retried instead of failing the whole write.
 *
 * @returns the new card's id.
 */
export async function createCreatorCard(tx: Transaction, userId: number, name: string): Promise<number> {
  const base = slugBase(name);
  for (let attempt = 1; ; attempt += 1) {
    const slug = await freeSlug(tx, base, attempt <= ORDERED_ATTEMPTS ? 1 : randomInt(2, 100_000));
    try {
      const [card] = await tx.transaction((savepoint) =>
        savepoint.insert(creators).values({ userId, slug }).returning({ id: creators.id }),
      );
      if (!card) throw new Error('createCreatorCard: the card row was not returned');
      await refreshCreatorCard(tx, userId);
      return card.id;
    } catch (error) {
      if (uniqueViolationOf(error) !== 'creators_slug_key' || attempt >= ATTEMPTS) throw error;
    }
  }
}
