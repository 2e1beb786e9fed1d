import { isCnpj, normalizePostalCode } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';
import type { AccountType, AddressInput, NewUser, OwnUser, ProfileChanges, User, UserInfo } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import { bankAccountFrom, settle, socialNetworkFrom } from './profile-inputs.js';
import type { InMemorySession } from './in-memory-session.js';

/**
 * Accounts in memory, acting on the session's user as the server acts on the token's, or on a
 * creator's account for its linked agent (`creatorId`, checked by {@link InMemorySession.links}).
 */
export class InMemoryAccountAdapter implements AccountPort {
  private readonly users = new Map<string, User>();
  /** External ids of accounts with contracts that have not ended: their deactivation is refused. */
  readonly withOpenContracts = new Set<string>();
  private readonly banks = new Map<string, BankAccount>();
  private readonly networks = new Map<string, readonly SocialNetwork[]>();
  /** When the mail server refused each account's address (test hook {@link refuseEmail}); a new address clears it. */
  private readonly refusedAt = new Map<string, string>();
  /** Category names by id, to name the categories an account picks. */
  categoryNames: Readonly<Record<number, string>> = { 1: 'Beleza', 2: 'Esportes', 10: 'Maquiagem' };

  /**
   * @param session - who is signed in. @param clock - stamps `createdAt`.
   * @param hasPassword - whether the identity provider holds a password sign-in for an external
   * id, as the server asks its provider (`InMemoryIdentityAdapter.hasPassword` in a world).
   * @param verifiedEmail - the verified e-mail the provider's token carries for an external id,
   * or `null` (`InMemoryIdentityAdapter.verifiedEmailOf` in a world); none by default.
   */
  constructor(
    private readonly session: InMemorySession,
    private readonly clock: ClockPort,
    private readonly hasPassword: (externalId: string) => boolean,
    private readonly verifiedEmail: (externalId: string) => string | null = () => null,
  ) {}

  /** Creates the signed-in person's account. */
  createUser(user: NewUser): Promise<User> {
    return settle(() => {
      if (this.session.requireUserId() !== user.externalId) throw new ApplicationError('USER.EXTERNAL_ID_MISMATCH');
      const exists = this.users.has(user.externalId) || [...this.users.values()].some((other) => other.email === user.email);
      if (exists) throw new ApplicationError('USER.ALREADY_EXISTS');
      const created: User = {
        id: this.users.size + 1, externalId: user.externalId, type: user.type, name: user.name, email: user.email,
        emailVerified: this.isVerified(user.externalId, user.email), phone: user.phone ?? null, image: user.image ?? null, miniBio: null, companyName: user.companyName ?? null,
        cnpj: null, legalName: null, website: user.website ?? null, active: true, address: null, categories: [],
        createdAt: new Date(this.clock.nowSeconds() * 1000).toISOString(),
      };
      this.users.set(user.externalId, created);
      return created;
    });
  }

  /** The account of `externalId`, with whether it has a password sign-in. */
  getUserByExternalId(externalId: string): Promise<OwnUser> {
    return settle(() => {
      // As the server: only the caller's own account, whoever else `externalId` names.
      if (this.session.requireUserId() !== externalId) throw new ApplicationError('AUTH.FORBIDDEN');
      const stored = this.users.get(externalId);
      if (stored === undefined) throw new ApplicationError('USER.NOT_FOUND');
      // As the server: the account learns of a confirmed address from the first read that says so.
      const user = { ...stored, emailVerified: stored.emailVerified || this.isVerified(externalId, stored.email) };
      this.users.set(externalId, user);
      return { ...user, hasPassword: this.hasPassword(externalId), emailRefusedAt: this.refusedAt.get(externalId) ?? null };
    });
  }

  /** Changes the profile fields given, of the caller or of creator `creatorId`. */
  updateProfile(changes: ProfileChanges, creatorId?: number): Promise<User> {
    const cnpj = changes.cnpj == null ? changes.cnpj : changes.cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
    if (typeof cnpj === 'string' && !isCnpj(cnpj)) {
      return Promise.reject(new ApplicationError('REQUEST.INVALID', undefined, { cnpj: 'Informe um CNPJ válido, como 11.222.333/0001-81.' }));
    }
    return this.change((user) => ({ ...user, ...changes, ...(cnpj === undefined ? {} : { cnpj }) }), creatorId);
  }

  /** Marks the account inactive; `USER.OPEN_CONTRACTS` while {@link withOpenContracts} names it. */
  async deactivate(): Promise<void> {
    await this.change((user) => {
      if (this.withOpenContracts.has(user.externalId)) throw new ApplicationError('USER.OPEN_CONTRACTS');
      return { ...user, active: false };
    });
  }

  /** Marks the caller's account active again. */
  reactivate(): Promise<User> {
    return this.change((user) => ({ ...user, active: true }), undefined, { evenInactive: true });
  }

  /** Takes the provider's verified e-mail as the account's; `USER.EMAIL_NOT_VERIFIED` without one. */
  syncEmail(): Promise<User> {
    return this.change((user) => {
      const email = this.verifiedEmail(user.externalId);
      if (email === null) throw new ApplicationError('USER.EMAIL_NOT_VERIFIED');
      if (email !== user.email) this.refusedAt.delete(user.externalId);
      return { ...user, email, emailVerified: true };
    });
  }

  private isVerified(externalId: string, email: string): boolean {
    return this.verifiedEmail(externalId)?.toLowerCase() === email.toLowerCase();
  }

  /** Replaces the address of the caller or of creator `creatorId`. */
  updateAddress(input: AddressInput, creatorId?: number): Promise<User> {
    return this.change((user) => ({ ...user, address: addressFrom(input) }), creatorId);
  }

  /** Replaces the categories of the caller or of creator `creatorId`. */
  updateCategories(categoryIds: readonly number[], creatorId?: number): Promise<User> {
    return this.change((user) => ({ ...user, categories: this.categoriesFrom(categoryIds) }), creatorId);
  }

  /** Saves the sign-up's profile step. */
  saveUserInfo(info: UserInfo): Promise<User> {
    return this.change((user) => ({
      ...user,
      ...(info.name === undefined ? {} : { name: info.name }),
      ...(info.phone === undefined ? {} : { phone: info.phone }),
      ...(info.image === undefined ? {} : { image: info.image }),
      ...(info.address === undefined ? {} : { address: addressFrom(info.address) }),
      ...(info.categoryIds === undefined ? {} : { categories: this.categoriesFrom(info.categoryIds) }),
    }));
  }

  /** Sets the type once. */
  setAccountType(type: AccountType): Promise<User> {
    return this.change((user) => {
      if (user.type !== null && user.type !== type) throw new ApplicationError('USER.TYPE_ALREADY_SET');
      return { ...user, type };
    });
  }

  /** Replaces the social networks. */
  async setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]> {
    const user = await this.change((current) => current);
    const saved = networks.map(socialNetworkFrom);
    this.networks.set(user.externalId, saved);
    return saved;
  }

  /** Replaces the bank account. */
  async setBankAccount(input: BankAccountInput): Promise<BankAccount> {
    const user = await this.change((current) => current);
    const saved = bankAccountFrom(input);
    this.banks.set(user.externalId, saved);
    return saved;
  }

  /** The bank account, or `null`. */
  async getBankAccount(): Promise<BankAccount | null> {
    const user = await this.change((current) => current, undefined, { evenInactive: true });
    return this.banks.get(user.externalId) ?? null;
  }

  private categoriesFrom(ids: readonly number[]): User['categories'] {
    return ids.map((id) => ({ id, name: this.categoryNames[id] ?? `Categoria ${String(id)}` }));
  }

  /** The account of `externalId` as the server holds it (for the other in-memory adapters), or `undefined`. */
  peek(externalId: string): User | undefined {
    return this.users.get(externalId);
  }

  /** Deletes the account of `externalId` for good (what the privacy adapter's deletion does). */
  remove(externalId: string): void {
    this.users.delete(externalId);
    this.banks.delete(externalId);
    this.networks.delete(externalId);
  }

  /** Test hook: the mail server refused the address of `externalId` at `at` (ISO), as a send would record it. */
  refuseEmail(externalId: string, at: string): void {
    this.refusedAt.set(externalId, at);
  }

  /** Whether the provider holds a password sign-in for `externalId` (what the server reads for completion). */
  hasPasswordOf(externalId: string): boolean {
    return this.hasPassword(externalId);
  }

  private change(update: (user: User) => User, creatorId?: number, options: { readonly evenInactive?: boolean } = {}): Promise<User> {
    return settle(() => {
      const user = this.users.get(this.session.links.target(creatorId));
      if (user === undefined) throw new ApplicationError('USER.NOT_FOUND');
      if (!user.active && options.evenInactive !== true) throw new ApplicationError('USER.INACTIVE');
      const changed = update(user);
      this.users.set(user.externalId, changed);
      return changed;
    });
  }
}

function addressFrom(input: AddressInput): User['address'] {
  return {
    postalCode: normalizePostalCode(input.postalCode), street: input.street ?? null, number: input.number ?? null,
    complement: input.complement ?? null, neighborhood: input.neighborhood ?? null, city: input.city, state: input.state.trim().toUpperCase(),
  };
}
