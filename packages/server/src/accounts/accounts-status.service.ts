import { deactivationBlocker, type OpenContract } from '@publi/domain';
import { CartRepository } from '../cart/cart.repository.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database, Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';

/**
 * Reads the contracts account `userId` is a party to that have not ended, inside the caller's
 * transaction (after the account row is locked), as the deactivation rule takes them.
 */
export type OpenContractsReader = (tx: Transaction, userId: number) => Promise<readonly OpenContract[]>;

/** What deactivation needs: the database and, for tests, another reader of open contracts. */
export interface AccountsStatusDeps {
  readonly db: Database;
  /** `AccountsRepository.openContracts` unless a test hands another. */
  readonly openContractsOf?: OpenContractsReader;
}

const readOpenContracts: OpenContractsReader = (tx, userId) => new AccountsRepository(tx).openContracts(userId);

/** Deactivating and reactivating one's own account (README, "Accounts: decisions"). */
export class AccountsStatusService {
  constructor(private readonly deps: AccountsStatusDeps) {}

  /**
   * Deactivates the caller's account (`POST /account/user/desactive`) in one transaction: the
   * account and its creator card stop being active, so the creator leaves search and the public
   * profile answers 404, and the creator leaves every brand's cart (those lines are deleted:
   * reactivating does not put them back). Every other row is kept. Deactivating an account that
   * is already inactive answers the same.
   *
   * @throws AppError `USER.NOT_FOUND` when the caller has no account; `USER.OPEN_CONTRACTS`
   * while a contract has not ended, its `fields.contracts` naming them with the domain's
   * message; nothing changes then.
   */
  async deactivate(callerUid: string): Promise<{ active: false }> {
    const openContractsOf = this.deps.openContractsOf ?? readOpenContracts;
    return this.deps.db.transaction(async (tx) => {
      const accounts = new AccountsRepository(tx);
      const user = await accounts.lockByExternalId(callerUid);
      if (!user) throw new AppError('USER.NOT_FOUND');
      const blocker = deactivationBlocker(await openContractsOf(tx, user.id));
      if (blocker) throw new AppError('USER.OPEN_CONTRACTS', { contracts: blocker.message });
      await accounts.update(user.id, { active: false });
      await new CreatorsRepository(tx).refreshCard(user.id);
      await new CartRepository(tx).removeCreatorOfAccount(user.id);
      return { active: false as const };
    });
  }

  /**
   * Reactivates the caller's account (`POST /account/user/reactivate`, offered when a
   * deactivated person signs in again): the account and its creator card are active again, so
   * the creator is back in search and on the public profile. Carts that held the creator do not
   * get them back. On an active account nothing changes.
   *
   * @throws AppError `USER.NOT_FOUND` when the caller has no account.
   */
  async reactivate(callerUid: string): Promise<AccountView> {
    return this.deps.db.transaction(async (tx) => {
      const accounts = new AccountsRepository(tx);
      const user = await accounts.lockByExternalId(callerUid);
      if (!user) throw new AppError('USER.NOT_FOUND');
      if (!user.active) {
        await accounts.update(user.id, { active: true });
        await new CreatorsRepository(tx).refreshCard(user.id);
      }
      return loadAccountView(tx, user.id);
    });
  }
}
