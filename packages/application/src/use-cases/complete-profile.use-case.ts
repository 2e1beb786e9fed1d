import type { User, UserInfo } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';

/**
 * The sign-up's profile step (`/signup/profile`): phone, address and categories saved in one
 * request, so a half-saved profile never exists. Blank texts are left out rather than sent, and
 * repeated category ids go once. Throws `ApplicationError` (field messages in `fields`).
 */
export class CompleteProfileUseCase {
  /** @param accounts - the account port. */
  constructor(private readonly accounts: AccountPort) {}

  /** Saves what the step collected and answers the updated account. */
  execute(info: UserInfo): Promise<User> {
    const name = info.name?.trim();
    const phone = typeof info.phone === 'string' ? info.phone.trim() : info.phone;
    return this.accounts.saveUserInfo({
      ...info,
      ...(name === undefined ? {} : { name }),
      ...(phone === undefined ? {} : { phone: phone === '' ? null : phone }),
      ...(info.categoryIds === undefined ? {} : { categoryIds: [...new Set(info.categoryIds)] }),
    });
  }
}
