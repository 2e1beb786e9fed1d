import type { Queryable } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { CreatorDraft } from './creator-draft.js';
import { drawAvatarWebp } from './draw-avatar.js';
import { SeedRepository } from './seed.repository.js';

/**
 * How many seeded creators get a photo drawn for them: the first this many of a run. Every
 * later creator of the run shares one of theirs (see {@link pickAvatar}), so a catalogue of a
 * million costs the same 256 drawings and files as one of 256. On a page of 24 cards two
 * people rarely share a face; drawing all 3,000 of the demo would add half a minute to the
 * first start instead of about two seconds.
 */
export const AVATAR_POOL_SIZE = 256;

// Drawing is CPU work in sharp's thread pool; a few at once keep both cores busy.
const DRAWN_AT_ONCE = 4;

async function drawAll(seeds: readonly string[]): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (let start = 0; start < seeds.length; start += DRAWN_AT_ONCE) {
    photos.push(...(await Promise.all(seeds.slice(start, start + DRAWN_AT_ONCE).map((seed) => drawAvatarWebp(seed)))));
  }
  return photos;
}

/**
 * Gives each of `owners` (creators already inserted) a photo drawn from their slug, stored
 * through `UploadsService.store` like a photo the creator uploaded (an `uploads` row naming them, the
 * type read from the bytes, a `/api/uploads/profile/<uuid>.webp` URL), and sets it on their
 * account and card.
 *
 * @returns the photos' URLs, in the order of `owners`: the pool later creators pick from.
 */
export async function seedAvatars(
  deps: { readonly db: Queryable; readonly blobStore: BlobStorePort },
  owners: readonly CreatorDraft[],
): Promise<string[]> {
  if (owners.length === 0) return [];
  const repository = new SeedRepository(deps.db);
  const idOf = await repository.userIdsByUid(owners.map((owner) => owner.externalId));
  const photos = await drawAll(owners.map((owner) => owner.slug));
  const images: { user_id: number; image: string }[] = [];
  // One at a time: inside the seed's transaction every store is a savepoint on one connection.
  for (const [index, owner] of owners.entries()) {
    const userId = idOf.get(owner.externalId);
    const bytes = photos[index];
    if (userId === undefined || bytes === undefined) throw new Error(`seedAvatars: creator ${owner.externalId} is not in the database`);
    const stored = await new UploadsService(deps).store(userId, { purpose: 'profile', bytes });
    images.push({ user_id: userId, image: stored.url });
  }
  // The account holds the photo and the card copies it, as refreshCreatorCard would.
  await repository.setPhotos(images);
  return images.map((row) => row.image);
}

/**
 * The pool photo of the creator `offset` places after the run's first: the owners' own, then
 * round the pool again. Search orders by audience, not by index, so neighbours on a page are
 * as good as random picks from the pool.
 *
 * @returns `null` when the run drew no photos.
 */
export function pickAvatar(pool: readonly string[], offset: number): string | null {
  return pool.length === 0 ? null : (pool[offset % pool.length] ?? null);
}
