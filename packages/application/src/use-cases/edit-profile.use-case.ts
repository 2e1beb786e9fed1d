import { ApplicationError } from '../errors/application-error.js';
import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { CreatorDetails, JobPrices } from '../model/creator.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';
import type { AccountType, AddressInput, ProfileChanges, User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';

/**
 * Each section of the profile screen, saved on its own. Social networks and bank data go to
 * the creator routes for creators and to the user routes otherwise, as the server splits
 * them. An agent passes `creatorId` to edit a linked creator's profile, address, categories,
 * networks and prices; never the bank data, refused here with `AGENT.BANK_FORBIDDEN` before any
 * call. Throws `ApplicationError` (field messages in `fields`).
 */
export class EditProfileUseCase {
  /** @param accounts - the account port. @param creators - the creator profile port. */
  constructor(private readonly accounts: AccountPort, private readonly creators: CreatorProfilePort) {}

  /** Name, phone, picture, bio, company, CNPJ, razão social, website. */
  profile(changes: ProfileChanges, creatorId?: number): Promise<User> {
    return this.accounts.updateProfile(changes, creatorId);
  }

  /** The address. */
  address(address: AddressInput, creatorId?: number): Promise<User> {
    return this.accounts.updateAddress(address, creatorId);
  }

  /** The categories, replacing the old ones. */
  categories(categoryIds: readonly number[], creatorId?: number): Promise<User> {
    return this.accounts.updateCategories([...new Set(categoryIds)], creatorId);
  }

  /** The social networks, replacing the old list; always a creator's when acting for one. */
  socialNetworks(type: AccountType | null, networks: readonly SocialNetworkInput[], creatorId?: number): Promise<readonly SocialNetwork[]> {
    if (creatorId !== undefined) return this.creators.setSocialNetworks(networks, creatorId);
    return type === 'creator' ? this.creators.setSocialNetworks(networks) : this.accounts.setSocialNetworks(networks);
  }

  /** The creator's prices. */
  jobPrices(prices: JobPrices, creatorId?: number): Promise<CreatorDetails> {
    return this.creators.setJobPrices(prices, creatorId);
  }

  /** The bank account and Pix key: the owner's only, so `creatorId` (acting for someone) is refused. */
  bankAccount(type: AccountType | null, account: BankAccountInput, creatorId?: number): Promise<BankAccount> {
    if (creatorId !== undefined) return Promise.reject(new ApplicationError('AGENT.BANK_FORBIDDEN'));
    return type === 'creator' ? this.creators.setBankAccount(account) : this.accounts.setBankAccount(account);
  }

  /** The saved bank account, or `null`; refused with `creatorId` like {@link EditProfileUseCase.bankAccount}. */
  loadBankAccount(type: AccountType | null, creatorId?: number): Promise<BankAccount | null> {
    if (creatorId !== undefined) return Promise.reject(new ApplicationError('AGENT.BANK_FORBIDDEN'));
    return type === 'creator' ? this.creators.getBankAccount() : this.accounts.getBankAccount();
  }

  /** Deactivates the account (see `AccountStatusUseCase`, which also reactivates). */
  deactivate(): Promise<void> {
    return this.accounts.deactivate();
  }
}
