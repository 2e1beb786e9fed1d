import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { CreatorDetails, JobPrices } from '../model/creator.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';

/**
 * A creator's own profile (`/creator/*`, `/account/creator/details`, `/account/creator/slug`).
 * The "own" calls need a creator's token (`CREATOR.ONLY` otherwise); networks and prices take
 * `creatorId` for an agent acting for a linked creator. Bank data never does: an agent cannot
 * change where a creator's money goes.
 */
export interface CreatorProfilePort {
  setSocialNetworks(networks: readonly SocialNetworkInput[], creatorId?: number): Promise<readonly SocialNetwork[]>;
  setJobPrices(prices: JobPrices, creatorId?: number): Promise<CreatorDetails>;
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
