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
import { usersRoutes } from '@publi/contract';
import { loadOnce } from './deferred-port.js';
import { actingForQuery } from './mappers/acting-for.mapper.js';
import { addressToWire, newUserToWire, withNewUserFieldNames, profileChangesToWire, socialNetworksToWire, userInfoToWire } from './mappers/account-request.mapper.js';
import { socialNetworkFromWire } from './mappers/creator.mapper.js';
import { ownUserFromWire, userFromWire } from './mappers/user.mapper.js';
import { requestApi } from './request-api.js';

/**
 * {@link AccountPort} over `/account/user*`, `/users/*` and `/account/type`; `creatorId` becomes
 * the `?creator_id=` of an agent acting for a linked creator.
 */
export class AxiosAccountAdapter implements AccountPort {
  /** The bank data's calls, loaded on first use (`account-bank-account.calls.ts` says why); a load that fails is `NETWORK.UNREACHABLE` and tried again. */
  private readonly bankCalls = loadOnce(() => import('./account-bank-account.calls.js'));

  constructor(private readonly client: AxiosInstance) {}

  async createUser(user: NewUser): Promise<User> {
    return userFromWire(await withNewUserFieldNames(requestApi(this.client, usersRoutes.createUser, { body: newUserToWire(user) })));
  }

  async getUserByExternalId(externalId: string): Promise<OwnUser> {
    return ownUserFromWire(await requestApi(this.client, usersRoutes.getUserByExternalId, { query: { external_id: externalId } }));
  }

  async updateProfile(changes: ProfileChanges, creatorId?: number): Promise<User> {
    return userFromWire(await requestApi(this.client, usersRoutes.updateUser, { body: profileChangesToWire(changes), ...actingForQuery(creatorId) }));
  }

  async deactivate(): Promise<void> {
    await requestApi(this.client, usersRoutes.deactivateUser);
  }

  async reactivate(): Promise<User> {
    return userFromWire(await requestApi(this.client, usersRoutes.reactivateUser));
  }

  /** No body: the server reads the verified e-mail from the token, never from the request. */
  async syncEmail(): Promise<User> {
    return userFromWire(await requestApi(this.client, usersRoutes.syncUserEmail));
  }

  async updateAddress(address: AddressInput, creatorId?: number): Promise<User> {
    return userFromWire(await requestApi(this.client, usersRoutes.updateUserAddress, { body: addressToWire(address), ...actingForQuery(creatorId) }));
  }

  async updateCategories(categoryIds: readonly number[], creatorId?: number): Promise<User> {
    return userFromWire(
      await requestApi(this.client, usersRoutes.updateUserCategories, { body: { categories_ids: categoryIds }, ...actingForQuery(creatorId) }),
    );
  }

  async saveUserInfo(info: UserInfo): Promise<User> {
    return userFromWire(await requestApi(this.client, usersRoutes.saveUserInfo, { body: userInfoToWire(info) }));
  }

  async setAccountType(type: AccountType): Promise<User> {
    return userFromWire(await requestApi(this.client, usersRoutes.setAccountType, { body: { type } }));
  }

  async setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]> {
    const list = await requestApi(this.client, usersRoutes.updateUserSocialNetworks, { body: socialNetworksToWire(networks) });
    return list.map(socialNetworkFromWire);
  }

  async setBankAccount(account: BankAccountInput): Promise<BankAccount> {
    return (await this.bankCalls()).setUserBankAccount(this.client, account);
  }

  async getBankAccount(): Promise<BankAccount | null> {
    return (await this.bankCalls()).getUserBankAccount(this.client);
  }
}
