import type { Database } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import { seedCatalogue } from './seed-catalogue.js';
import { SeedRepository } from './seed.repository.js';

/** Creators in the demo catalogue a fresh install starts with. */
export const DEMO_CATALOGUE_CREATORS = 3_000;

// Any constant works; it only has to be the same for every replica starting at once.
const SEED_LOCK_KEY = 7_310_042;

/**
 * Seeds the reference data and the demo catalogue when the database has no categories yet,
 * in one transaction: a crash leaves nothing half-seeded, and the advisory lock keeps two
 * replicas starting together from seeding twice. Creators get drawn photos stored in
 * `blobStore` (a pool of `seed-avatars.ts`'s size, shared by the 3,000). Answers what it
 * added, or `null` when the database already had data.
 */
export async function seedIfEmpty(
  db: Database,
  blobStore: BlobStorePort,
  creators = DEMO_CATALOGUE_CREATORS,
): Promise<{ creators: number } | null> {
  return db.transaction(async (tx) => {
    const repository = new SeedRepository(tx);
    await repository.lockSeeding(SEED_LOCK_KEY);
    if (await repository.hasCategories()) return null;
    const result = await seedCatalogue(tx, { creators, avatars: { blobStore } });
    return { creators: result.creators };
  });
}
