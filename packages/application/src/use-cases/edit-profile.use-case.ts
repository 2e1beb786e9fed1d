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
 * them. Throws `ApplicationError` (field messages in `fields`).
 */
export class EditProfileUseCase {
  /** @param accounts - the account port. @param creators - the creator profile port. */
  constructor(private readonly accounts: AccountPort, private readonly creators: CreatorProfilePort) {}

  /** Name, phone, picture, bio, company, website. */
  profile(changes: ProfileChanges): Promise<User> {
    return this.accounts.updateProfile(changes);
  }

  /** The address. */
  address(address: AddressInput): Promise<User> {
    return this.accounts.updateAddress(address);
  }

  /** The categories, replacing the old ones. */
  categories(categoryIds: readonly number[]): Promise<User> {
    return this.accounts.updateCategories([...new Set(categoryIds)]);
  }

  /** The social networks, replacing the old list. */
  socialNetworks(type: AccountType | null, networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]> {
    return type === 'creator' ? this.creators.setSocialNetworks(networks) : this.accounts.setSocialNetworks(networks);
  }

  /** The creator's prices. */
  jobPrices(prices: JobPrices): Promise<CreatorDetails> {
    return this.creators.setJobPrices(prices);
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
