import { sql } from 'drizzle-orm';
import { perObject } from '../cache/per-object.js';
import type { Queryable } from '../db/database.js';
import { creators, socialNetworks } from '../db/schema.js';
import { categoriesJson, networksJson } from './card-lists-sql.js';
import type { CreatorCard } from './creator-card.js';

// Prepared once per database or transaction handle: one statement whatever the count, its SQL
// built once, and on PostgreSQL parsed and planned once per pooled connection.
const cardsOf = perObject((db: Queryable) =>
  db
    .select({
      id: creators.id,
      slug: creators.slug,
      name: creators.name,
      image: creators.image,
      state: creators.state,
      city: creators.city,
      categories: categoriesJson,
      followers: creators.followers,
      engagementBp: creators.engagementBp,
      priceStories: creators.priceStories,
      priceFeed: creators.priceFeed,
      priceTiktok: creators.priceTiktok,
      socialNetworks: networksJson<CreatorCard['socialNetworks'][number]>({
        name: socialNetworks.name,
        username: socialNetworks.username,
        followers: socialNetworks.followers,
      }),
    })
    .from(creators)
    .where(sql`${creators.id} = ANY(${sql.placeholder('ids')}::integer[])`)
    .prepare('creator_cards'),
);

/**
 * The cards of the given creators, in the order of `creatorIds` (missing ids are skipped).
 * One indexed statement whatever the count, so a page of 24 costs about what a page of 1 does.
 * SQL of {@link CreatorsRepository.cards}.
 */
export async function loadCreatorCards(db: Queryable, creatorIds: readonly number[]): Promise<CreatorCard[]> {
  if (creatorIds.length === 0) return [];
  const rows = await cardsOf(db).execute({ ids: [...creatorIds] });
  const cardById = new Map(
    rows.map(({ priceStories, priceFeed, priceTiktok, ...card }): [number, CreatorCard] => [
      card.id,
      { ...card, prices: { stories: priceStories, feed: priceFeed, tiktok: priceTiktok } },
    ]),
  );
  return creatorIds.flatMap((id) => {
    const card = cardById.get(id);
    return card ? [card] : [];
  });
}
