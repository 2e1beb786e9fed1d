import { and, eq, sql, type SQL } from 'drizzle-orm';
import { perObject } from '../cache/per-object.js';
import type { Queryable } from '../db/database.js';
import { creators, socialNetworks, users } from '../db/schema.js';
import { badgesJson, categoriesJson, networksJson } from './card-lists-sql.js';
import type { CreatorDetails, CreatorLookup, SocialNetwork } from './creator-profile.js';

function selectDetails(db: Queryable, where: SQL | undefined) {
  return db
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
      creatorAgentId: creators.creatorAgentId,
      socialNetworks: networksJson<SocialNetwork>({
        name: socialNetworks.name,
        username: socialNetworks.username,
        link: socialNetworks.link,
        followers: socialNetworks.followers,
        engagementBp: socialNetworks.engagementBp,
      }),
      categories: categoriesJson,
      badges: badgesJson,
    })
    .from(creators)
    .innerJoin(users, eq(users.id, creators.userId))
    .where(where);
}

// Public pages show active creators of active accounts only; a deactivated one is not found.
const visible = and(eq(creators.active, true), eq(users.active, true));

// Prepared once per database or transaction handle: the SQL is built once, and on PostgreSQL
// each pooled connection parses and plans the named statement once, not on every profile.
const lookups = perObject((db: Queryable) => ({
  creatorId: selectDetails(db, and(eq(creators.id, sql.placeholder('key')), visible)).prepare('creator_details_by_id'),
  slug: selectDetails(db, and(eq(creators.slug, sql.placeholder('key')), visible)).prepare('creator_details_by_slug'),
  ownerUserId: selectDetails(db, eq(creators.userId, sql.placeholder('key'))).prepare('creator_details_by_owner'),
}));

/**
 * A creator's profile as `GET /account/creator/details` and `/slug` show it, or undefined
 * when there is none to show (SQL of {@link CreatorsRepository.details}), in one statement. It
 * selects only public columns: never the e-mail, the phone, the bank account or the agent's
 * token, so none of them can reach a public page.
 */
export async function loadCreatorDetails(db: Queryable, lookup: CreatorLookup): Promise<CreatorDetails | undefined> {
  const prepared = lookups(db);
  const [row] = await ('creatorId' in lookup
    ? prepared.creatorId.execute({ key: lookup.creatorId })
    : 'slug' in lookup
      ? prepared.slug.execute({ key: lookup.slug })
      : prepared.ownerUserId.execute({ key: lookup.ownerUserId }));
  if (!row) return undefined;
  const { priceStories, priceFeed, priceTiktok, ...details } = row;
  return { ...details, prices: { stories: priceStories, feed: priceFeed, tiktok: priceTiktok } };
}
