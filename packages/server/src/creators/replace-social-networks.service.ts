import { lockActingAccount, type ActingFor } from '../agents/acting-for.js';
import type { Database } from '../db/database.js';
import type { SocialNetwork } from './creator-profile.js';
import { CreatorsRepository } from './creators.repository.js';
import { requireCreator } from './require-creator.js';

/**
 * Replaces the social networks of the caller, or of the creator a linked agent acts for, with
 * the given list (`PUT /users/social_networks`, and `PUT /creator/social_networks` with
 * `creatorOnly`), then refreshes the creator card:
 * total followers, weighted engagement and the usernames the typeahead matches.
 *
 * @returns the list as saved.
 * @throws AppError `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
 */
export async function replaceSocialNetworks(
  db: Database,
  actingFor: ActingFor,
  networks: readonly SocialNetwork[],
  options: { readonly creatorOnly: boolean },
): Promise<SocialNetwork[]> {
  return db.transaction(async (tx) => {
    const user = await lockActingAccount(tx, actingFor);
    if (options.creatorOnly) requireCreator(user);
    const creators = new CreatorsRepository(tx);
    await creators.replaceSocialNetworks(user.id, networks);
    await creators.refreshCard(user.id);
    return creators.socialNetworks(user.id);
  });
}
