import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldText } from '@publi/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { queryRows } from '../db/query-rows.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { BADGE_SEEDS } from './data/badges.data.js';
import { BRAND_SEEDS } from './data/brands.data.js';
import { CATEGORY_SEEDS } from './data/categories.data.js';
import { AVATAR_POOL_SIZE } from './seed-avatars.js';
import { seedCatalogue } from './seed-catalogue.js';
import { DEMO_CATALOGUE_CREATORS, seedIfEmpty } from './seed-if-empty.js';

let database: DatabaseHandle;
let uploadsDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  uploadsDir = await mkdtemp(join(tmpdir(), 'publi-seed-uploads-'));
});

afterAll(async () => {
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const countsOf = async () => {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`SELECT (SELECT count(*)::integer FROM categories) AS categories, (SELECT count(*)::integer FROM badges) AS badges,
      (SELECT count(*)::integer FROM brands) AS brands, (SELECT count(*)::integer FROM users) AS users,
      (SELECT count(*)::integer FROM creators) AS creators, (SELECT count(*)::integer FROM social_networks) AS networks,
      (SELECT count(*)::integer FROM user_categories) AS "userCategories", (SELECT count(*)::integer FROM creator_badges) AS "creatorBadges",
      (SELECT count(*)::integer FROM uploads) AS uploads`,
  );
  return row;
};

describe('seedIfEmpty', () => {
  it('seeds the reference data and the demo catalogue once, then does nothing', async () => {
    expect(DEMO_CATALOGUE_CREATORS).toBe(3_000);
    await expect(seedIfEmpty(database.db, new LocalBlobStore(uploadsDir))).resolves.toEqual({ creators: 3_000 });
    const afterFirst = await countsOf();
    expect(afterFirst).toMatchObject({
      categories: CATEGORY_SEEDS.reduce((sum, category) => sum + 1 + category.subCategories.length, 0),
      badges: BADGE_SEEDS.length,
      brands: BRAND_SEEDS.length,
      users: 3_000,
      creators: 3_000,
      uploads: AVATAR_POOL_SIZE,
    });
    expect(afterFirst?.['networks']).toBeGreaterThanOrEqual(3_000);
    expect(afterFirst?.['userCategories']).toBeGreaterThanOrEqual(3_000);
    expect(afterFirst?.['creatorBadges']).toBeGreaterThan(0);

    await expect(seedIfEmpty(database.db, new LocalBlobStore(uploadsDir))).resolves.toBeNull();
    expect(await countsOf()).toEqual(afterFirst);
  });

  it('stores cards the way search and refreshCreatorCard read them', async () => {
    const rows = await queryRows<{
      name: string; name_folded: string; city: string; city_folded: string; search_text: string; state: string;
      category_ids: number[]; chosen: number[]; usernames: string[]; followers: number | null; network_followers: number | null;
      image: string | null; user_image: string | null;
    }>(
      database.db,
      sql`SELECT c.name, c.name_folded, c.city, c.city_folded, c.search_text, c.state, c.category_ids, c.followers, c.image,
            (SELECT image FROM users u WHERE u.id = c.user_id) AS user_image,
            (SELECT array_agg(category_id ORDER BY category_id) FROM user_categories uc WHERE uc.user_id = c.user_id) AS chosen,
            (SELECT array_agg(username ORDER BY name) FROM social_networks s WHERE s.user_id = c.user_id) AS usernames,
            (SELECT sum(followers)::integer FROM social_networks s WHERE s.user_id = c.user_id) AS network_followers
          FROM creators c ORDER BY c.id LIMIT 500`,
    );
    for (const row of rows) {
      expect(row.name_folded).toBe(foldText(row.name));
      expect(row.city_folded).toBe(foldText(row.city));
      expect(row.search_text).toBe(foldText([row.name, ...row.usernames, row.city].join(' ')));
      expect([...row.category_ids].sort((a, b) => a - b)).toEqual(row.chosen);
      expect(row.followers).toBe(row.network_followers);
      // The card copies the account's photo, as refreshCreatorCard does.
      expect(row.image).toMatch(/^\/api\/uploads\/profile\/[0-9a-f-]+\.webp$/);
      expect(row.image).toBe(row.user_image);
    }
    const states = await queryRows<{ state: string }>(database.db, sql`SELECT DISTINCT state FROM creators`);
    expect(states).toHaveLength(27);
  });

  it('lets the seed command add more creators after the existing ones, without duplicates', async () => {
    const result = await seedCatalogue(database.db, { creators: 50, batchSize: 20 });
    expect(result).toEqual({ creators: 50, firstIndex: 3_000 });
    expect((await countsOf())?.['creators']).toBe(3_050);
  });
});
