import { findUser } from '../accounts/find-user.js';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { CreatorDetails, CreatorLookup } from './creator-profile.js';
import { CreatorsRepository } from './creators.repository.js';
import { requireCreator } from './require-creator.js';

/**
 * `GET /account/creator/details`: with `creatorId` the public profile of an active creator,
 * whoever asks; without it the caller's own profile, which its owner still sees after
 * deactivating the account.
 *
 * @throws AppError `AUTH.TOKEN_MISSING` without `id` nor token, `USER.NOT_FOUND` without an
 *   account, `CREATOR.ONLY` for other account types, `CREATOR.NOT_FOUND` when there is nothing to show.
 */
export async function readCreatorDetails(
  db: Database,
  identity: VerifiedIdentity | null,
  creatorId: number | undefined,
): Promise<CreatorDetails> {
  if (creatorId !== undefined) return readPublicCreator(db, { creatorId });
  if (identity === null) throw new AppError('AUTH.TOKEN_MISSING');
  const user = await findUser(db, identity.uid);
  requireCreator(user);
  return readPublicCreator(db, { ownerUserId: user.id });
}

/**
 * A creator's profile by card id or slug (active creators only), or the owner's own.
 *
 * @throws AppError `CREATOR.NOT_FOUND` when there is nothing to show.
 */
export async function readPublicCreator(db: Database, lookup: CreatorLookup): Promise<CreatorDetails> {
  const details = await new CreatorsRepository(db).details(lookup);
  if (details === undefined) throw new AppError('CREATOR.NOT_FOUND');
  return details;
}
