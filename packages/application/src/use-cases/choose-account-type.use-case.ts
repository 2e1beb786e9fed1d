import type { AccountType, User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';

/** Chooses the account type once (e.g. after a Google sign-up). Throws `USER.TYPE_ALREADY_SET` on a change. */
export class ChooseAccountTypeUseCase {
  /** @param accounts - Publi accounts. */
  constructor(private readonly accounts: AccountPort) {}

  /** Sets the type. */
  execute(type: AccountType): Promise<User> {
    return this.accounts.setAccountType(type);
  }
}
