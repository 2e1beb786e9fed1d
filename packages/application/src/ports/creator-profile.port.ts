import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { CreatorDetails, JobPrices } from '../model/creator.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';

/**
 * A creator's own profile (`/creator/*`, `/account/creator/details`, `/account/creator/slug`).
 * The "own" calls need a creator's token (`CREATOR.ONLY` otherwise).
 */
export interface CreatorProfilePort {
  setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]>;
  setJobPrices(prices: JobPrices): Promise<CreatorDetails>;
  setBankAccount(account: BankAccountInput): Promise<BankAccount>;
  /** `null` when none was saved yet. */
  getBankAccount(): Promise<BankAccount | null>;
  /** The signed-in creator's profile. */
  getOwnDetails(): Promise<CreatorDetails>;
  /** Throws `CREATOR.NOT_FOUND`. */
  getDetailsById(id: number): Promise<CreatorDetails>;
  /** Throws `CREATOR.NOT_FOUND`. */
  getDetailsBySlug(slug: string): Promise<CreatorDetails>;
}
