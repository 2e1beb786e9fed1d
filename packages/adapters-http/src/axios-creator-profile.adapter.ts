import type { AxiosInstance } from 'axios';
import type { BankAccount, BankAccountInput, CreatorDetails, CreatorProfilePort, JobPrices, SocialNetwork, SocialNetworkInput } from '@publi/application';
import { creatorProfileRoutes } from '@publi/contract';
import { actingForQuery } from './mappers/acting-for.mapper.js';
import { socialNetworksToWire } from './mappers/account-request.mapper.js';
import { bankAccountFromWire, bankAccountToWire, withBankFieldNames } from './mappers/bank-account.mapper.js';
import type { CreatorDetailsReads } from './http-creator-details.reads.js';
import { creatorDetailsFromWire, socialNetworkFromWire } from './mappers/creator.mapper.js';
import { jobPricesToWire } from './mappers/prices.mapper.js';
import { requestApi } from './request-api.js';

/**
 * {@link CreatorProfilePort} over `/creator/*`, `/account/creator/details` and `/account/creator/slug`;
 * `creatorId` becomes the `?creator_id=` of an agent acting for a linked creator.
 */
export class AxiosCreatorProfileAdapter implements CreatorProfilePort {
  constructor(
    private readonly client: AxiosInstance,
    // A profile by id or slug is a public read: one implementation, the light transport's.
    private readonly publicReads: CreatorDetailsReads,
  ) {}

  async setSocialNetworks(networks: readonly SocialNetworkInput[], creatorId?: number): Promise<readonly SocialNetwork[]> {
    const list = await requestApi(this.client, creatorProfileRoutes.updateCreatorSocialNetworks, { body: socialNetworksToWire(networks), ...actingForQuery(creatorId) });
    return list.map(socialNetworkFromWire);
  }

  /**
   * The route answers the prices only; the port promises the profile, so it is read again: the
   * own one, or for an agent the creator's public profile by id.
   */
  async setJobPrices(prices: JobPrices, creatorId?: number): Promise<CreatorDetails> {
    await requestApi(this.client, creatorProfileRoutes.updateCreatorJobPrices, { body: jobPricesToWire(prices), ...actingForQuery(creatorId) });
    return creatorId === undefined ? this.getOwnDetails() : this.getDetailsById(creatorId);
  }

  async setBankAccount(account: BankAccountInput): Promise<BankAccount> {
    return bankAccountFromWire(await withBankFieldNames(requestApi(this.client, creatorProfileRoutes.updateCreatorBankAccount, { body: bankAccountToWire(account) })));
  }

  async getBankAccount(): Promise<BankAccount | null> {
    const account = await requestApi(this.client, creatorProfileRoutes.getCreatorBankAccount);
    return account === null ? null : bankAccountFromWire(account);
  }

  async getOwnDetails(): Promise<CreatorDetails> {
    return creatorDetailsFromWire(await requestApi(this.client, creatorProfileRoutes.getCreatorDetails));
  }

  async getDetailsById(id: number): Promise<CreatorDetails> {
    return this.publicReads.getDetailsById(id);
  }

  async getDetailsBySlug(slug: string): Promise<CreatorDetails> {
    return this.publicReads.getDetailsBySlug(slug);
  }
}
