import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { JobPrices } from '../model/creator.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';
import type { AccountType, AddressInput, ProfileChanges, User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';
import type { CreatorDetails } from '../model/creator.model.js';

/**
 * Each section of the profile screen, saved on its own. Social networks and bank data go to
 * the creator routes for creators and to the user routes otherwise, as the server splits
 * them. `creatorId` names the creator a linked agent acts for (the caller's own account when
 * left out); bank data never takes one. Throws `ApplicationError` (field messages in `fields`).
 */
export class EditProfileUseCase {
  /** @param accounts - the account port. @param creators - the creator profile port. */
  constructor(private readonly accounts: AccountPort, private readonly creators: CreatorProfilePort) {}

  /** Name, phone, picture, bio, company, website. */
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

  /** The social networks, replacing the old list. */
  socialNetworks(type: AccountType | null, networks: readonly SocialNetworkInput[], creatorId?: number): Promise<readonly SocialNetwork[]> {
    return type === 'creator' || creatorId !== undefined ? this.creators.setSocialNetworks(networks, creatorId) : this.accounts.setSocialNetworks(networks);
  }

  /** The creator's prices. */
  jobPrices(prices: JobPrices, creatorId?: number): Promise<CreatorDetails> {
    return this.creators.setJobPrices(prices, creatorId);
  }

  /** The bank account. */
  bankAccount(type: AccountType | null, account: BankAccountInput): Promise<BankAccount> {
    return type === 'creator' ? this.creators.setBankAccount(account) : this.accounts.setBankAccount(account);
  }

  /** Deactivates the account. */
  deactivate(): Promise<void> {
    return this.accounts.deactivate();
  }
}
