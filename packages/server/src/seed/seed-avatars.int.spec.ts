import { creatorDetailsSchema, creatorSearchResultSchema } from '@publi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { drawAvatarWebp } from './draw-avatar.js';
import { AVATAR_POOL_SIZE as POOL } from './seed-avatars.js';
import { seedIfEmpty } from './seed-if-empty.js';

// More creators than the pool, so some own their photo and the others share one.
const CREATORS = 400;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await seedIfEmpty(testApp.db, new LocalBlobStore(testApp.uploadsDir), CREATORS);
});

afterAll(async () => {
  await testApp.close();
});

async function fetchImage(url: string) {
  expect(url).toMatch(/^\/api\/uploads\/profile\/[0-9a-f-]+\.webp$/);
  return testApp.app.inject({ method: 'GET', url });
}

describe('the seeded catalogue has photos', () => {
  it('gives every creator a photo, each owned by a creator and stored as an upload', async () => {
    const [counts] = await queryRows<{ without: number; distinct_images: number; uploads: number; owned_by_their_owner: number }>(
      testApp.db,
      sql`SELECT (SELECT count(*)::integer FROM users WHERE image IS NULL) AS without,
            (SELECT count(DISTINCT image)::integer FROM creators) AS distinct_images,
            (SELECT count(*)::integer FROM uploads WHERE purpose = 'profile' AND content_type = 'image/webp') AS uploads,
            (SELECT count(*)::integer FROM uploads up JOIN users u ON u.id = up.owner_id
              WHERE u.type = 'creator' AND u.image = '/api/uploads/' || up.id) AS owned_by_their_owner`,
    );
    expect(counts).toEqual({ without: 0, distinct_images: POOL, uploads: POOL, owned_by_their_owner: POOL });
  });

  it('serves an owner\'s photo as the WebP drawn from their slug', async () => {
    const [owner] = await queryRows<{ id: number; slug: string }>(
      testApp.db,
      sql`SELECT c.id, c.slug FROM creators c JOIN uploads up ON up.owner_id = c.user_id ORDER BY c.id LIMIT 1`,
    );
    const details = dataOf(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${owner?.id ?? 0}` }), creatorDetailsSchema);
    const photo = await fetchImage(details.image ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.equals(await drawAvatarWebp(owner?.slug ?? ''))).toBe(true);
  });

  it('shows the photos on search cards and public profiles by slug', async () => {
    const page = dataOf(await testApp.call({ method: 'GET', path: '/account/creator/filter' }), creatorSearchResultSchema);
    expect(page.creators.length).toBeGreaterThan(0);
    for (const card of page.creators) {
      const photo = await fetchImage(card.image ?? '');
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    // The page's photos are the pool's, not one picture for everyone.
    expect(new Set(page.creators.map((card) => card.image)).size).toBeGreaterThan(page.creators.length / 2);

    const [shared] = await queryRows<{ slug: string; image: string }>(
      testApp.db,
      sql`SELECT c.slug, c.image FROM creators c WHERE NOT EXISTS (SELECT 1 FROM uploads up WHERE up.owner_id = c.user_id) ORDER BY c.id LIMIT 1`,
    );
    const bySlug = dataOf(await testApp.call({ method: 'GET', path: `/account/creator/slug?slug=${shared?.slug ?? ''}` }), creatorDetailsSchema);
    expect(bySlug.image).toBe(shared?.image);
    expect((await fetchImage(bySlug.image ?? '')).headers['content-type']).toBe('image/webp');
  });
});
