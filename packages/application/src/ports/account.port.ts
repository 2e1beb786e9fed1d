import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';
import type { AccountType, AddressInput, NewUser, OwnUser, ProfileChanges, User, UserInfo } from '../model/user.model.js';

/**
 * The signed-in person's account (`/account/user*`, `/users/*`, `/account/type`). Every call
 * but `getUserByExternalId` acts on the token's owner, except where `creatorId` is given: then
 * on that creator, which the caller owns or acts for as its linked agent (`AGENT.NOT_LINKED`
 * otherwise). Failures throw `ApplicationError`.
 */
export interface AccountPort {
  createUser(user: NewUser): Promise<User>;
  /** The caller's own account with `hasPassword`, or throws `USER.NOT_FOUND`. */
  getUserByExternalId(externalId: string): Promise<OwnUser>;
  updateProfile(changes: ProfileChanges, creatorId?: number): Promise<User>;
  /** Throws `USER.OPEN_CONTRACTS` while the account has contracts that have not ended. */
  deactivate(): Promise<void>;
  /** Reactivates the caller's deactivated account (nothing changes on an active one). */
  reactivate(): Promise<User>;
  /** Stores the provider's verified e-mail (from the token) as the account's; throws `USER.EMAIL_NOT_VERIFIED`. */
  syncEmail(): Promise<User>;
  updateAddress(address: AddressInput, creatorId?: number): Promise<User>;
  updateCategories(categoryIds: readonly number[], creatorId?: number): Promise<User>;
  saveUserInfo(info: UserInfo): Promise<User>;
  /** Chosen once: a second choice throws `USER.TYPE_ALREADY_SET`. */
  setAccountType(type: AccountType): Promise<User>;
  /** Replaces the whole list. */
  setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]>;
  setBankAccount(account: BankAccountInput): Promise<BankAccount>;
  /** `null` when none was saved yet. */
  getBankAccount(): Promise<BankAccount | null>;
}
