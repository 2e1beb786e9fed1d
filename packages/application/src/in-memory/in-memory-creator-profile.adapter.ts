import { ApplicationError } from '../errors/application-error.js';
import type { BankAccount, BankAccountInput } from '../model/bank-account.model.js';
import type { CreatorDetails, JobPrices } from '../model/creator.model.js';
import type { SocialNetwork, SocialNetworkInput } from '../model/social-network.model.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';
import type { InMemorySession } from './in-memory-session.js';
import { bankAccountFrom, settle, socialNetworkFrom } from './profile-inputs.js';
import { creatorAudience } from './creator-audience.js';

/**
 * Creators' profiles in memory; the "own" calls act on the creator the session's user owns, or
 * on `creatorId` for its owner or linked agent (the session's {@link InMemorySession.links}).
 */
export class InMemoryCreatorProfileAdapter implements CreatorProfilePort {
  private readonly creators = new Map<number, { details: CreatorDetails; readonly owner: string }>();
  private readonly banks = new Map<number, BankAccount>();

  /** @param session - who is signed in, and who acts for whom. */
  constructor(private readonly session: InMemorySession) {}

  /** Adds a creator owned by the account `ownerExternalId`. */
  addCreator(details: CreatorDetails, ownerExternalId: string): void {
    this.creators.set(details.id, { details, owner: ownerExternalId });
    this.session.links.registerCreator(details.id, ownerExternalId);
  }

  /** Replaces the networks of the own creator, or of `creatorId` for its owner or agent. */
  setSocialNetworks(networks: readonly SocialNetworkInput[], creatorId?: number): Promise<readonly SocialNetwork[]> {
    return settle(() => {
      const saved = networks.map(socialNetworkFrom);
      return this.change(creatorId, (details) => ({ ...details, socialNetworks: saved, ...creatorAudience(saved) })).socialNetworks;
    });
  }

  /** Replaces the prices of the own creator, or of `creatorId` for its owner or agent. */
  setJobPrices(prices: JobPrices, creatorId?: number): Promise<CreatorDetails> {
    return settle(() => {
      refuseOutOfRange(prices);
      return this.change(creatorId, (details) => ({ ...details, prices: { ...prices } }));
    });
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

  /** What the server holds for creator `creatorId` (for the other in-memory adapters), or `undefined`. */
  peek(creatorId: number): { readonly details: CreatorDetails; readonly bank: BankAccount | null } | undefined {
    const entry = this.creators.get(creatorId);
    return entry === undefined ? undefined : { details: entry.details, bank: this.banks.get(creatorId) ?? null };
  }

  /** Records the linked agent's account id on creator `creatorId`, as the server's details show it. */
  setAgentId(creatorId: number, agentId: number | null): void {
    const entry = this.creators.get(creatorId);
    if (entry !== undefined) entry.details = { ...entry.details, creatorAgentId: agentId };
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

  private change(creatorId: number | undefined, update: (details: CreatorDetails) => CreatorDetails): CreatorDetails {
    if (creatorId !== undefined) this.session.links.target(creatorId);
    const entry = creatorId === undefined ? this.own() : this.creators.get(creatorId);
    if (entry === undefined) throw new ApplicationError('CREATOR.NOT_FOUND');
    entry.details = update(entry.details);
    return entry.details;
  }
}

/** The highest price of one piece, R$ 1.000.000,00, in centavos (the contract's `MAX_PRICE`). */
const MAX_PRICE_CENTAVOS = 100_000_000;
const PRICE_LABELS: Readonly<Record<keyof JobPrices, string>> = { stories: 'O preço dos stories', feed: 'O preço do post no feed', tiktok: 'O preço do vídeo no TikTok' };

// The server's check of each price, with its messages beside the fields.
function refuseOutOfRange(prices: JobPrices): void {
  const fields: Record<string, string> = {};
  for (const key of ['stories', 'feed', 'tiktok'] as const) {
    const price = prices[key];
    if (!Number.isInteger(price) || price < 0 || price > MAX_PRICE_CENTAVOS) {
      fields[key] = `${PRICE_LABELS[key]} deve ser um valor em reais com duas casas decimais, de 0.00 a 1000000.00, como 350.00.`;
    }
  }
  if (Object.keys(fields).length > 0) throw new ApplicationError('REQUEST.INVALID', undefined, fields);
}
