import type { AxiosInstance } from 'axios';
import type { BankAccount, BankAccountInput, CreatorDetails, CreatorProfilePort, JobPrices, SocialNetwork, SocialNetworkInput } from '@publi/application';
import { ROUTES } from '@publi/contract';
import { socialNetworksToWire } from './mappers/account-request.mapper.js';
import { bankAccountFromWire, bankAccountToWire } from './mappers/bank-account.mapper.js';
import { creatorDetailsFromWire, socialNetworkFromWire } from './mappers/creator.mapper.js';
import { jobPricesToWire } from './mappers/prices.mapper.js';
import { requestApi } from './request-api.js';

/** {@link CreatorProfilePort} over `/creator/*`, `/account/creator/details` and `/account/creator/slug`. */
export class AxiosCreatorProfileAdapter implements CreatorProfilePort {
  constructor(private readonly client: AxiosInstance) {}

  async setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]> {
    const list = await requestApi(this.client, ROUTES.updateCreatorSocialNetworks, { body: socialNetworksToWire(networks) });
    return list.map(socialNetworkFromWire);
  }

  /** The route answers the prices only; the port promises the profile, so it is read again. */
  async setJobPrices(prices: JobPrices): Promise<CreatorDetails> {
    await requestApi(this.client, ROUTES.updateCreatorJobPrices, { body: jobPricesToWire(prices) });
    return this.getOwnDetails();
  }

  async setBankAccount(account: BankAccountInput): Promise<BankAccount> {
    return bankAccountFromWire(await requestApi(this.client, ROUTES.updateCreatorBankAccount, { body: bankAccountToWire(account) }));
  }

  async getBankAccount(): Promise<BankAccount | null> {
    const account = await requestApi(this.client, ROUTES.getCreatorBankAccount);
    return account === null ? null : bankAccountFromWire(account);
  }

  async getOwnDetails(): Promise<CreatorDetails> {
    return creatorDetailsFromWire(await requestApi(this.client, ROUTES.getCreatorDetails));
  }

  async getDetailsById(id: number): Promise<CreatorDetails> {
    return creatorDetailsFromWire(await requestApi(this.client, ROUTES.getCreatorDetails, { query: { id } }));
  }

  async getDetailsBySlug(slug: string): Promise<CreatorDetails> {
    return creatorDetailsFromWire(await requestApi(this.client, ROUTES.getCreatorBySlug, { query: { slug } }));
  }
}
