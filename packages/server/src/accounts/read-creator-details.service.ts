import type { CreatorDetailsWire } from '@publi/contract';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { findUser } from './find-user.js';
import { loadCreatorDetails } from './load-creator-details.js';
import { requireCreator } from './require-creator.js';

/**
 * `GET /account/creator/details`: with `?id=` (a creator id) the public profile of an
 * active creator, whoever asks; without it the caller's own profile, which its owner still
 * sees after deactivating the account.
 *
 * @throws AppError `AUTH.TOKEN_MISSING` without `id` nor token, `USER.NOT_FOUND` without an
 *   account, `CREATOR.ONLY` for other account types, `CREATOR.NOT_FOUND` when there is nothing to show.
 */
export async function readCreatorDetails(
  db: Database,
  identity: VerifiedIdentity | null,
  creatorId: number | undefined,
): Promise<CreatorDetailsWire> {
  if (creatorId !== undefined) return orNotFound(await loadCreatorDetails(db, { creatorId }));
  if (identity === null) throw new AppError('AUTH.TOKEN_MISSING');
  const user = await findUser(db, identity.uid);
  requireCreator(user);
  return orNotFound(await loadCreatorDetails(db, { ownerUserId: user.id }));
}

function orNotFound(details: CreatorDetailsWire | undefined): CreatorDetailsWire {
  if (details === undefined) throw new AppError('CREATOR.NOT_FOUND');
  return details;
}
