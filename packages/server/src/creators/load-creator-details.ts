import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { badges, categories, creatorBadges, creators, socialNetworks, users } from '../db/schema.js';
import type { CreatorDetails, CreatorLookup } from './creator-profile.js';

function condition(lookup: CreatorLookup): SQL | undefined {
  if ('ownerUserId' in lookup) return eq(creators.userId, lookup.ownerUserId);
  // Public pages show active creators of active accounts only; a deactivated one is not found.
  const visible = and(eq(creators.active, true), eq(users.active, true));
  return 'creatorId' in lookup ? and(eq(creators.id, lookup.creatorId), visible) : and(eq(creators.slug, lookup.slug), visible);
}

/**
 * A creator's profile as `GET /account/creator/details` and `/slug` show it, or undefined
 * when there is none to show (SQL of {@link CreatorsRepository.details}). It selects only public columns: never the e-mail, the phone,
 * the bank account or the agent's token, so none of them can reach a public page.
 */
export async function loadCreatorDetails(db: Queryable, lookup: CreatorLookup): Promise<CreatorDetails | undefined> {
  const [row] = await db
    .select({
      id: creators.id,
      userId: creators.userId,
      slug: creators.slug,
      name: creators.name,
      image: creators.image,
      miniBio: users.miniBio,
      state: creators.state,
      city: creators.city,
      followers: creators.followers,
      engagementBp: creators.engagementBp,
      priceStories: creators.priceStories,
      priceFeed: creators.priceFeed,
      priceTiktok: creators.priceTiktok,
      categoryIds: creators.categoryIds,
      creatorAgentId: creators.creatorAgentId,
    })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(condition(lookup));
  if (!row) return undefined;
  const [networkRows, categoryRows, badgeRows] = await Promise.all([
    db.select({ name: socialNetworks.name, username: socialNetworks.username, link: socialNetworks.link, followers: socialNetworks.followers, engagementBp: socialNetworks.engagementBp }).from(socialNetworks).where(eq(socialNetworks.userId, row.userId)),
    row.categoryIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, row.categoryIds)),
    db
      .select({ id: badges.id, name: badges.name, icon: badges.icon })
      .from(creatorBadges)
      .innerJoin(badges, eq(badges.id, creatorBadges.badgeId))
      .where(eq(creatorBadges.creatorId, row.id))
      .orderBy(asc(badges.id)),
  ]);
  const categoryById = new Map(categoryRows.map((category) => [category.id, category]));
  return {
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    name: row.name,
    image: row.image,
    miniBio: row.miniBio,
    state: row.state,
    city: row.city,
    socialNetworks: networkRows,
    prices: { stories: row.priceStories, feed: row.priceFeed, tiktok: row.priceTiktok },
    categories: row.categoryIds.flatMap((id) => {
      const category = categoryById.get(id);
      return category ? [category] : [];
    }),
    badges: badgeRows,
    followers: row.followers,
    engagementBp: row.engagementBp,
    creatorAgentId: row.creatorAgentId,
  };
}
