import type { AxiosInstance } from 'axios';
import type {
  AccountPort,
  AccountType,
  AddressInput,
  BankAccount,
  BankAccountInput,
  NewUser,
  OwnUser,
  ProfileChanges,
  SocialNetwork,
  SocialNetworkInput,
  User,
  UserInfo,
} from '@publi/application';
import { ROUTES } from '@publi/contract';
import { addressToWire, newUserToWire, profileChangesToWire, socialNetworksToWire, userInfoToWire } from './mappers/account-request.mapper.js';
import { bankAccountFromWire, bankAccountToWire } from './mappers/bank-account.mapper.js';
import { socialNetworkFromWire } from './mappers/creator.mapper.js';
import { ownUserFromWire, userFromWire } from './mappers/user.mapper.js';
import { requestApi } from './request-api.js';

/** {@link AccountPort} over `/account/user*`, `/users/*` and `/account/type`. */
export class AxiosAccountAdapter implements AccountPort {
  constructor(private readonly client: AxiosInstance) {}

  async createUser(user: NewUser): Promise<User> {
    return userFromWire(await requestApi(this.client, ROUTES.createUser, { body: newUserToWire(user) }));
  }

  async getUserByExternalId(externalId: string): Promise<OwnUser> {
    return ownUserFromWire(await requestApi(this.client, ROUTES.getUserByExternalId, { query: { external_id: externalId } }));
  }

  async updateProfile(changes: ProfileChanges): Promise<User> {
    return userFromWire(await requestApi(this.client, ROUTES.updateUser, { body: profileChangesToWire(changes) }));
  }

  async deactivate(): Promise<void> {
    await requestApi(this.client, ROUTES.deactivateUser);
  }

  async updateAddress(address: AddressInput): Promise<User> {
    return userFromWire(await requestApi(this.client, ROUTES.updateUserAddress, { body: addressToWire(address) }));
  }

  async updateCategories(categoryIds: readonly number[]): Promise<User> {
    return userFromWire(await requestApi(this.client, ROUTES.updateUserCategories, { body: { categories_ids: categoryIds } }));
  }

  async saveUserInfo(info: UserInfo): Promise<User> {
    return userFromWire(await requestApi(this.client, ROUTES.saveUserInfo, { body: userInfoToWire(info) }));
  }

  async setAccountType(type: AccountType): Promise<User> {
    return userFromWire(await requestApi(this.client, ROUTES.setAccountType, { body: { type } }));
  }

  async setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]> {
    const list = await requestApi(this.client, ROUTES.updateUserSocialNetworks, { body: socialNetworksToWire(networks) });
    return list.map(socialNetworkFromWire);
  }

  async setBankAccount(account: BankAccountInput): Promise<BankAccount> {
    return bankAccountFromWire(await requestApi(this.client, ROUTES.updateUserBankAccount, { body: bankAccountToWire(account) }));
  }

  async getBankAccount(): Promise<BankAccount | null> {
    const account = await requestApi(this.client, ROUTES.getUserBankAccount);
    return account === null ? null : bankAccountFromWire(account);
  }
}
