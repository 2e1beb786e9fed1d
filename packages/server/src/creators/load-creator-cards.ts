import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { categories, creators, socialNetworks } from '../db/schema.js';
import type { CreatorCard } from './creator-card.js';

/**
 * The cards of the given creators, in the order of `creatorIds` (missing ids are skipped).
 * Three indexed queries whatever the count, so a page of 24 costs the same as a page of 1.
 * SQL of {@link CreatorsRepository.cards}.
 */
export async function loadCreatorCards(db: Queryable, creatorIds: readonly number[]): Promise<CreatorCard[]> {
  if (creatorIds.length === 0) return [];
  const rows = await db.select().from(creators).where(inArray(creators.id, [...creatorIds]));
  const categoryIds = [...new Set(rows.flatMap((row) => row.categoryIds))];
  const userIds = rows.map((row) => row.userId);
  const [categoryRows, networkRows] = await Promise.all([
    categoryIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds)),
    db
      .select({ userId: socialNetworks.userId, name: socialNetworks.name, username: socialNetworks.username, followers: socialNetworks.followers })
      .from(socialNetworks)
      .where(inArray(socialNetworks.userId, userIds)),
  ]);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  const rowById = new Map(rows.map((row) => [row.id, row]));

  return creatorIds.flatMap((id) => {
    const row = rowById.get(id);
    if (!row) return [];
    const card: CreatorCard = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      image: row.image,
      state: row.state,
      city: row.city,
      categories: row.categoryIds.flatMap((categoryId) => {
        const category = categoryById.get(categoryId);
        return category ? [category] : [];
      }),
      followers: row.followers,
      engagementBp: row.engagementBp,
      prices: { stories: row.priceStories, feed: row.priceFeed, tiktok: row.priceTiktok },
      socialNetworks: networkRows
        .filter((network) => network.userId === row.userId)
        .map(({ name, username, followers }) => ({ name, username, followers })),
    };
    return [card];
  });
}
