import { randomUUID } from 'node:crypto';
import { foldText, slugify } from '@publi/domain';
import type { Queryable } from '../db/database.js';
import { creators, socialNetworks, userCategories, users } from '../db/schema.js';

/** What a test may say about a creator; everything else gets a plausible default. */
export interface CreatorSeed {
  readonly externalId?: string;
  readonly name?: string;
  readonly email?: string;
  readonly image?: string | null;
  readonly state?: string | null;
  readonly city?: string | null;
  readonly followers?: number;
  readonly engagementBp?: number;
  readonly priceStories?: number;
  readonly priceFeed?: number;
  readonly priceTiktok?: number;
  readonly categoryIds?: readonly number[];
  readonly instagram?: string;
  readonly active?: boolean;
}

/** A creator as stored, for assertions. */
export interface InsertedCreator {
  readonly userId: number;
  readonly creatorId: number;
  readonly externalId: string;
  readonly slug: string;
  readonly name: string;
}

/**
 * Inserts a creator account and its search card straight into the database: a test-data
 * builder for tests that need creators to exist (search, cart) without going through sign-up.
 */
export async function insertCreator(db: Queryable, seed: CreatorSeed = {}): Promise<InsertedCreator> {
  const unique = randomUUID().slice(0, 8);
  const name = seed.name ?? `Criadora ${unique}`;
  const city = seed.city === undefined ? 'Recife' : seed.city;
  const instagram = seed.instagram ?? `criadora_${unique}`;
  const externalId = seed.externalId ?? `test-${unique}`;
  const [user] = await db
    .insert(users)
    .values({
      externalId,
      type: 'creator',
      name,
      email: seed.email ?? `${unique}@exemplo.com.br`,
      image: seed.image === undefined ? null : seed.image,
      state: seed.state === undefined ? 'PE' : seed.state,
      city,
      active: seed.active ?? true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('insertCreator: the user row was not returned');
  const slug = `${slugify(name)}-${unique}`;
  const followers = seed.followers ?? 25_000;
  const engagementBp = seed.engagementBp ?? 350;
  const [creator] = await db
    .insert(creators)
    .values({
      userId: user.id,
      slug,
      name,
      nameFolded: foldText(name),
      image: seed.image === undefined ? null : seed.image,
      state: seed.state === undefined ? 'PE' : seed.state,
      city,
      cityFolded: city === null ? null : foldText(city),
      searchText: foldText([name, instagram, city ?? ''].join(' ')),
      followers,
      engagementBp,
      priceStories: seed.priceStories ?? 20_000,
      priceFeed: seed.priceFeed ?? 50_000,
      priceTiktok: seed.priceTiktok ?? 0,
      categoryIds: [...(seed.categoryIds ?? [])],
      active: seed.active ?? true,
    })
    .returning({ id: creators.id });
  if (!creator) throw new Error('insertCreator: the creator row was not returned');
  await db.insert(socialNetworks).values({ userId: user.id, name: 'instagram', username: instagram, followers, engagementBp });
  if (seed.categoryIds && seed.categoryIds.length > 0) {
    await db.insert(userCategories).values(seed.categoryIds.map((categoryId) => ({ userId: user.id, categoryId })));
  }
  return { userId: user.id, creatorId: creator.id, externalId, slug, name };
}
