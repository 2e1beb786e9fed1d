import type { AccountView } from '../accounts/account.js';
import { loadAccountView } from '../accounts/load-account-view.js';
import type { Database } from '../db/database.js';
import { managedCreatorUserId } from './acting-for.js';

/**
 * The account behind creator card `creatorId` (`GET /account/creator/account`), for the creator
 * or their linked agent: what the profile editor reads when an agent opens a creator. The
 * answer is the users routes' account, never bank data.
 *
 * @throws AppError `USER.NOT_FOUND`, `CREATOR.NOT_FOUND`, `AGENT.NOT_LINKED`.
 */
export async function readManagedCreatorAccount(db: Database, callerUid: string, creatorId: number): Promise<AccountView> {
  return loadAccountView(db, await managedCreatorUserId(db, callerUid, creatorId));
}
