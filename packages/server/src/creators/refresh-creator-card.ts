import { foldText } from '@publi/domain';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { creators, socialNetworks, userCategories, users } from '../db/schema.js';
import { aggregateAudience } from './aggregate-audience.js';

/**
 * Brings a creator's search card (`creators`) back in step with what it copies: name, image
 * and place from `users`, audience and usernames from `social_networks`, categories from
 * `user_categories`, and whether the account is active. Every write that changes any of
 * those calls this inside the same transaction, so search never shows a half-updated card.
 * Accounts without a card (brands, agents) are left alone.
 *
 * @returns whether the account has a card that was refreshed.
 */
export async function refreshCreatorCard(tx: Queryable, userId: number): Promise<boolean> {
  const [user] = await tx
    .select({ name: users.name, image: users.image, state: users.state, city: users.city, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  const [networks, categoryRows] = await Promise.all([
    tx
      .select({ username: socialNetworks.username, followers: socialNetworks.followers, engagementBp: socialNetworks.engagementBp })
      .from(socialNetworks)
      .where(eq(socialNetworks.userId, userId))
      .orderBy(asc(socialNetworks.name)),
    tx
      .select({ categoryId: userCategories.categoryId })
      .from(userCategories)
      .where(eq(userCategories.userId, userId))
      .orderBy(asc(userCategories.categoryId)),
  ]);
  // A NULL count or engagement is "not stated" and stays out of the sum and the mean; a stated 0 counts.
  const { followers, engagementBp } = aggregateAudience(networks);
  const searchText = foldText([user.name, ...networks.map((network) => network.username), user.city ?? ''].join(' ').trim());
  const updated = await tx
    .update(creators)
    .set({
      name: user.name,
      nameFolded: foldText(user.name),
      image: user.image,
      state: user.state,
      city: user.city,
      cityFolded: user.city === null ? null : foldText(user.city),
      searchText: searchText.replace(/\s+/g, ' '),
      followers,
      engagementBp,
      categoryIds: categoryRows.map((row) => row.categoryId),
      active: user.active,
    })
    .where(eq(creators.userId, userId))
    .returning({ id: creators.id });
  return updated.length > 0;
}
