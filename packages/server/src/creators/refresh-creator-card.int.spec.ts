import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { categories, creators, socialNetworks, userCategories, users } from '../db/schema.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { refreshCreatorCard } from './refresh-creator-card.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const cardOf = async (userId: number) => (await handle.db.select().from(creators).where(eq(creators.userId, userId)))[0];

describe('refreshCreatorCard', () => {
  it('copies name, image, place, audience, usernames and categories from the source tables', async () => {
    const { db } = handle;
    const creator = await insertCreator(db, { name: 'Velho Nome', followers: 1, engagementBp: 1 });
    const [moda, games] = await db.insert(categories).values([{ name: 'Moda', slug: 'moda-r' }, { name: 'Games', slug: 'games-r' }]).returning({ id: categories.id });
    if (!moda || !games) throw new Error('no categories');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'Íris Conceição', image: '/api/uploads/iris.png', state: 'BA', city: 'Feira de Santana' }).where(eq(users.id, creator.userId));
      await tx.delete(socialNetworks).where(eq(socialNetworks.userId, creator.userId));
      await tx.insert(socialNetworks).values([
        { userId: creator.userId, name: 'instagram', username: 'Iris.Conceicao', followers: 30_000, engagementBp: 300 },
        { userId: creator.userId, name: 'tiktok', username: 'iris_tok', followers: 10_000, engagementBp: 700 },
        { userId: creator.userId, name: 'youtube', username: 'iris_tv', followers: 5_000, engagementBp: null },
      ]);
      await tx.insert(userCategories).values([{ userId: creator.userId, categoryId: games.id }, { userId: creator.userId, categoryId: moda.id }]);
      expect(await refreshCreatorCard(tx, creator.userId)).toBe(true);
    });
    expect(await cardOf(creator.userId)).toMatchObject({
      slug: creator.slug,
      name: 'Íris Conceição',
      nameFolded: 'iris conceicao',
      image: '/api/uploads/iris.png',
      state: 'BA',
      city: 'Feira de Santana',
      cityFolded: 'feira de santana',
      searchText: 'iris conceicao iris.conceicao iris_tok iris_tv feira de santana',
      followers: 45_000,
      // (30,000 x 300 + 10,000 x 700) / 40,000 = 400; YouTube states no engagement.
      engagementBp: 400,
      categoryIds: [moda.id, games.id].sort((a, b) => a - b),
      active: true,
    });
  });

  it('counts a stated 0 and leaves out what is not stated (NULL), in the total and in the mean', async () => {
    const { db } = handle;
    const creator = await insertCreator(db, { followers: 1, engagementBp: 1 });
    const networksOf = (rows: readonly { name: string; followers: number | null; engagementBp: number | null }[]) =>
      db.transaction(async (tx) => {
        await tx.delete(socialNetworks).where(eq(socialNetworks.userId, creator.userId));
        await tx.insert(socialNetworks).values(rows.map((row) => ({ userId: creator.userId, username: row.name, ...row })));
        await refreshCreatorCard(tx, creator.userId);
      });
    // A stated 0.00% drags the mean: (1,000 x 0 + 1,000 x 600) / 2,000 = 300.
    await networksOf([{ name: 'instagram', followers: 1_000, engagementBp: 0 }, { name: 'tiktok', followers: 1_000, engagementBp: 600 }]);
    expect(await cardOf(creator.userId)).toMatchObject({ followers: 2_000, engagementBp: 300 });
    // A count not stated adds nothing and weighs nothing; nothing stated at all leaves the card NULL.
    await networksOf([{ name: 'instagram', followers: null, engagementBp: null }, { name: 'tiktok', followers: 1_000, engagementBp: 600 }]);
    expect(await cardOf(creator.userId)).toMatchObject({ followers: 1_000, engagementBp: 600 });
    await networksOf([{ name: 'instagram', followers: null, engagementBp: null }]);
    expect(await cardOf(creator.userId)).toMatchObject({ followers: null, engagementBp: null });
  });

  it('follows the account into deactivation and clears what was removed', async () => {
    const { db } = handle;
    const creator = await insertCreator(db, { city: 'Recife' });
    await db.transaction(async (tx) => {
      await tx.update(users).set({ active: false, city: null, state: null, image: null }).where(eq(users.id, creator.userId));
      await tx.delete(socialNetworks).where(eq(socialNetworks.userId, creator.userId));
      await refreshCreatorCard(tx, creator.userId);
    });
    expect(await cardOf(creator.userId)).toMatchObject({ active: false, city: null, cityFolded: null, state: null, followers: null, engagementBp: null, categoryIds: [] });
    expect((await cardOf(creator.userId))?.searchText).toBe((await cardOf(creator.userId))?.nameFolded);
  });

  it('leaves prices and slug alone, and does nothing for accounts without a card', async () => {
    const { db } = handle;
    const creator = await insertCreator(db, { priceStories: 12_345 });
    const [brand] = await db.insert(users).values({ externalId: 'brand-refresh', email: 'b@exemplo.com.br', type: 'brand' }).returning({ id: users.id });
    await db.transaction(async (tx) => {
      expect(await refreshCreatorCard(tx, creator.userId)).toBe(true);
      expect(await refreshCreatorCard(tx, brand?.id ?? 0)).toBe(false);
      expect(await refreshCreatorCard(tx, 987_654)).toBe(false);
    });
    expect(await cardOf(creator.userId)).toMatchObject({ priceStories: 12_345, slug: creator.slug });
  });
});
