import { ApplicationError } from '../errors/application-error.js';
import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { CreatorDetails, JobPrices } from '../model/creator.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { bankAccountFrom, settle, socialNetworkFrom } from './profile-inputs.js';

/** Creators' profiles in memory; the "own" calls act on the creator the session's user owns. */
export class InMemoryCreatorProfileAdapter implements CreatorProfilePort {
  private readonly creators = new Map<number, { details: CreatorDetails; readonly owner: string }>();
  private readonly banks = new Map<number, BankAccount>();

  /** @param session - who is signed in. */
  constructor(private readonly session: InMemorySession) {}

  /** Adds a creator owned by the account `ownerExternalId`. */
  addCreator(details: CreatorDetails, ownerExternalId: string): void {
    this.creators.set(details.id, { details, owner: ownerExternalId });
  }

  /** Replaces the own social networks. */
  setSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<readonly SocialNetwork[]> {
    return settle(() => this.changeOwn((details) => ({ ...details, socialNetworks: networks.map(socialNetworkFrom) })).socialNetworks);
  }

  /** Replaces the own prices. */
  setJobPrices(prices: JobPrices): Promise<CreatorDetails> {
    return settle(() => this.changeOwn((details) => ({ ...details, prices: { ...prices } })));
  }

  /** Replaces the own bank account. */
  setBankAccount(input: BankAccountInput): Promise<BankAccount> {
    return settle(() => {
      const saved = bankAccountFrom(input);
      this.banks.set(this.own().details.id, saved);
      return saved;
    });
  }

  /** The own bank account, or `null`. */
  getBankAccount(): Promise<BankAccount | null> {
    return settle(() => this.banks.get(this.own().details.id) ?? null);
  }

  /** The own profile. */
  getOwnDetails(): Promise<CreatorDetails> {
    return settle(() => this.own().details);
  }

  /** A creator by id. */
  getDetailsById(id: number): Promise<CreatorDetails> {
    return settle(() => this.find((details) => details.id === id));
  }

  /** A creator by slug. */
  getDetailsBySlug(slug: string): Promise<CreatorDetails> {
    return settle(() => this.find((details) => details.slug === slug));
  }

  private find(test: (details: CreatorDetails) => boolean): CreatorDetails {
    const found = [...this.creators.values()].find((entry) => test(entry.details));
    if (found === undefined) throw new ApplicationError('CREATOR.NOT_FOUND');
    return found.details;
  }

  private own(): { details: CreatorDetails; readonly owner: string } {
    const userId = this.session.requireUserId();
    const entry = [...this.creators.values()].find((candidate) => candidate.owner === userId);
    if (entry === undefined) throw new ApplicationError('CREATOR.ONLY');
    return entry;
  }

  private changeOwn(update: (details: CreatorDetails) => CreatorDetails): CreatorDetails {
    const entry = this.own();
    entry.details = update(entry.details);
    return entry.details;
  }
}
