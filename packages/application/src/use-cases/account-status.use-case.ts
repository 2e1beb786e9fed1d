import type { User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';

/**
 * Deactivating and reactivating the signed-in account. Deactivation takes the creator out of
 * search, the public profile and carts; it throws `USER.OPEN_CONTRACTS` while contracts have not
 * ended. Signing in again to a deactivated account offers `reactivate`.
 */
export class AccountStatusUseCase {
  /** @param accounts - Publi accounts. */
  constructor(private readonly accounts: AccountPort) {}

  /** Deactivates the account. */
  deactivate(): Promise<void> {
    return this.accounts.deactivate();
  }

  /** Reactivates it; answers the account, active again. */
  reactivate(): Promise<User> {
    return this.accounts.reactivate();
  }
}
