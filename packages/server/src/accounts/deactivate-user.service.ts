import { deactivationBlocker } from '@publi/domain';
import { CartRepository } from '../cart/cart.repository.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { AccountsRepository } from './accounts.repository.js';
import { readOpenContracts, type OpenContractsReader } from './open-contracts.repository.js';

/**
 * Deactivates the caller's account (`POST /account/user/desactive`) in one transaction: the
 * account and its creator card stop being active, so the creator leaves search and the public
 * profile answers 404, and the creator leaves every brand's cart (those lines are deleted:
 * reactivating does not put them back). Every other row is kept. Deactivating an account that
 * is already inactive answers the same.
 *
 * @throws AppError `USER.NOT_FOUND` when the caller has no account; `USER.OPEN_CONTRACTS`
 * while a contract has not ended (read by `openContractsOf`), its `fields.contracts` naming
 * them with the domain's message; nothing changes then.
 */
export async function deactivateUser(
  db: Database,
  externalId: string,
  openContractsOf: OpenContractsReader = readOpenContracts,
): Promise<{ active: false }> {
  return db.transaction(async (tx) => {
    const accounts = new AccountsRepository(tx);
    const user = await accounts.lockByExternalId(externalId);
    if (!user) throw new AppError('USER.NOT_FOUND');
    const blocker = deactivationBlocker(await openContractsOf(tx, user.id));
    if (blocker) throw new AppError('USER.OPEN_CONTRACTS', { contracts: blocker.message });
    await accounts.update(user.id, { active: false });
    await new CreatorsRepository(tx).refreshCard(user.id);
    await new CartRepository(tx).removeCreatorOfAccount(user.id);
    return { active: false as const };
  });
}
