import type { SocialNetworksBodyWire, SocialNetworkWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { socialNetworks } from '../db/schema.js';
import { refreshCreatorCard } from '../creators/refresh-creator-card.js';
import { lockWritableUser } from './lock-writable-user.js';
import { requireCreator } from './require-creator.js';
import { toSocialNetworkWires } from './to-social-network-wire.js';

/**
 * Replaces the caller's social networks with the given list (`PUT /users/social_networks`,
 * and `PUT /creator/social_networks` with `creatorOnly`), then refreshes the creator card:
 * total followers, weighted engagement and the usernames the typeahead matches. A follower
 * count or engagement left out is stored as 0, which the card reads as "not stated".
 *
 * @returns the list as saved.
 * @throws AppError `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
 */
export async function replaceSocialNetworks(
  db: Database,
  externalId: string,
  body: SocialNetworksBodyWire,
  options: { readonly creatorOnly: boolean },
): Promise<SocialNetworkWire[]> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    if (options.creatorOnly) requireCreator(user);
    await tx.delete(socialNetworks).where(eq(socialNetworks.userId, user.id));
    if (body.social_newtork.length > 0) {
      await tx.insert(socialNetworks).values(
        body.social_newtork.map(({ name, username, link, followers, engagement }) => ({
          userId: user.id,
          name,
          username,
          link: link ?? null,
          followers: followers ?? 0,
          engagementBp: Math.round((engagement ?? 0) * 100),
        })),
      );
    }
    await refreshCreatorCard(tx, user.id);
    const saved = await tx.select().from(socialNetworks).where(eq(socialNetworks.userId, user.id));
    return toSocialNetworkWires(saved);
  });
}
