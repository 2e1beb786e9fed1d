import { deletionBlocker } from '@publi/domain';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import type { IdentityRemovalPort } from '../auth/identity-removal.port.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import { readAccountInFlight } from './account-in-flight.js';
import { eraseAccount } from './erase-account.js';

/** What deleting an account reaches beyond the database. */
export interface AccountDeletionDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  readonly blobStore: BlobStorePort;
  readonly removeIdentity: IdentityRemovalPort;
}

/**
 * Deletes the caller's account (`DELETE /account/user`, LGPD art. 18, VI) in one transaction:
 * refused while something is under way (the domain's `deletionBlocker`), otherwise the personal
 * data erased and the financial records kept anonymised (`eraseAccount`). The sign-in is removed
 * at the identity provider as the transaction's last step, so a provider outage is a 503 with
 * nothing changed, and the account never outlives its sign-in. Files go after the commit: a
 * file left behind by a crash there is one nothing points to any more.
 * A deactivated account may be deleted too; only the account's own token reaches it.
 *
 * @throws AppError `USER.NOT_FOUND`; `USER.DELETION_BLOCKED` with `fields.account` naming what
 * is under way; `SERVICE_UNAVAILABLE` when the identity provider cannot be reached.
 */
export async function deleteMyAccount(deps: AccountDeletionDeps, callerUid: string): Promise<{ deleted: true }> {
  const files = await deps.db.transaction(async (tx) => {
    const user = await new AccountsRepository(tx).lockByExternalId(callerUid);
    if (!user) throw new AppError('USER.NOT_FOUND');
    const blocker = deletionBlocker(await readAccountInFlight(tx, user.id));
    if (blocker) throw new AppError('USER.DELETION_BLOCKED', { account: blocker.message });
    const released = await eraseAccount(tx, user, deps.clock.now());
    await deps.removeIdentity(callerUid);
    return released;
  });
  await Promise.allSettled(files.map((key) => deps.blobStore.remove(key)));
  return { deleted: true };
}
