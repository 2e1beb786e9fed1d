import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import type { Queryable } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import { CreatorGenerator } from './creator-generator.js';
import type { CreatorDraft } from './creator-draft.js';
import { ensureReferenceData } from './ensure-reference-data.js';
import { AVATAR_POOL_SIZE, pickAvatar, seedAvatars } from './seed-avatars.js';
import { SeedRepository } from './seed.repository.js';

/** The seed of the demo catalogue: the same creators on every machine. */
export const DEFAULT_CATALOGUE_SEED = 2024;

/** How many creators, from which seed, and how to report progress. */
export interface SeedCatalogueOptions {
  readonly creators: number;
  readonly seed?: number;
  /** Creators per statement; 2,000 measured fastest on both drivers. */
  readonly batchSize?: number;
  /**
   * Batches written at once. More than 1 only on a connection pool (PostgreSQL), never inside
   * a transaction, which has one connection; each batch is atomic on its own either way.
   */
  readonly concurrency?: number;
  readonly onProgress?: (inserted: number) => void;
  /**
   * Where to store the creators' drawn photos (`seed-avatars.ts`): the run's first
   * `poolSize` creators (default {@link AVATAR_POOL_SIZE}) get one each, the others share
   * theirs. Without it creators have no photo, which tests of search alone prefer (faster).
   */
  readonly avatars?: { readonly blobStore: BlobStorePort; readonly poolSize?: number };
}

/** What a seeding run added. */
export interface SeedCatalogueResult {
  readonly creators: number;
  readonly firstIndex: number;
}

/**
 * Adds the reference data (when missing) and `creators` generated creators, numbered after
 * any seeded before, so running the seed again grows the catalogue instead of failing on
 * duplicates. Generating the next batch overlaps with the database writing the previous ones.
 * With `avatars`, the photos' owners are written first, as one batch, since each stored photo
 * names its owner's account; the other creators are inserted already pointing at a photo.
 */
export async function seedCatalogue(db: Queryable, options: SeedCatalogueOptions): Promise<SeedCatalogueResult> {
  const reference = await ensureReferenceData(db);
  const generator = new CreatorGenerator(options.seed ?? DEFAULT_CATALOGUE_SEED, BRAZIL_STATES, reference);
  const repository = new SeedRepository(db);
  const firstIndex = await repository.nextSeedIndex();
  const batchSize = options.batchSize ?? 2_000;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pending = new Set<Promise<void>>();
  let inserted = 0;
  let pool: readonly string[] = [];
  if (options.avatars) {
    const ownerCount = Math.min(options.avatars.poolSize ?? AVATAR_POOL_SIZE, options.creators);
    const owners = Array.from({ length: ownerCount }, (_, offset) => generator.generate(firstIndex + offset));
    await repository.insertCreators(owners);
    pool = await seedAvatars({ db, blobStore: options.avatars.blobStore }, owners);
    inserted = owners.length;
    if (inserted > 0) options.onProgress?.(inserted);
  }
  const imageOf = (draft: CreatorDraft) => pickAvatar(pool, draft.index - firstIndex);
  try {
    for (let start = inserted; start < options.creators; start += batchSize) {
      const drafts: CreatorDraft[] = [];
      for (let offset = start; offset < Math.min(start + batchSize, options.creators); offset++) {
        drafts.push(generator.generate(firstIndex + offset));
      }
      while (pending.size >= concurrency) await Promise.race(pending);
      const write: Promise<void> = repository.insertCreators(drafts, imageOf).then(() => {
        pending.delete(write);
        inserted += drafts.length;
        options.onProgress?.(inserted);
      });
      pending.add(write);
    }
    await Promise.all(pending);
  } catch (error) {
    // Let the other batches in flight finish before failing, so none fails unobserved.
    await Promise.allSettled(pending);
    throw error;
  }
  return { creators: inserted, firstIndex };
}
