import { decodeLoginToken, isTokenExpired, profileCompletion, type ProfileCompletion } from '@publi/domain';
import { ApplicationError, isApplicationError } from '../errors/application-error.js';
import type { BankAccount } from '../model/bank-account.model.js';
import type { CreatorDetails } from '../model/creator.model.js';
import type { ReferenceData } from '../model/reference-data.model.js';
import type { OwnUser } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { CreatorProfilePort } from '../ports/creator-profile.port.js';
import type { LoggerPort } from '../ports/logger.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';
import { loadReferenceData } from './load-reference-data.js';
import type { ReferenceDataPort } from '../ports/reference-data.port.js';

/** A creator's own profile, bank data and completion, loaded at startup. */
export interface CreatorSession {
  /** The profile. */
  readonly details: CreatorDetails;
  /** Bank data, or `null`. */
  readonly bank: BankAccount | null;
  /** How complete the profile is. */
  readonly completion: ProfileCompletion;
}

/** What the app knows once started. */
export interface StartupState {
  /** The reference lists; empty lists when they could not be loaded. */
  readonly reference: ReferenceData;
  /** The signed-in user, or `null` for no session. */
  readonly user: OwnUser | null;
  /** For creators, their profile; `null` otherwise or when it failed. */
  readonly creator: CreatorSession | null;
  /** Why the user could not be loaded, for the toast; `null` when it was or there was no token. */
  readonly error: ApplicationError | null;
}

const NO_ACCOUNT: Omit<StartupState, 'reference'> = { user: null, creator: null, error: null };

/**
 * The domain's completion input, from what startup loads. "Senha" counts once the identity
 * provider holds a password sign-in (`hasPassword`, which the server reads from it).
 */
export function completionOf(user: Pick<OwnUser, 'email' | 'phone' | 'hasPassword'>, details: CreatorDetails, bank: BankAccount | null): ProfileCompletion {
  return profileCompletion({
    miniBio: details.miniBio, image: details.image, name: details.name, email: user.email, hasPassword: user.hasPassword,
    state: details.state, city: details.city, phone: user.phone, socialNetworks: details.socialNetworks,
    prices: details.prices, bank, categories: details.categories,
  });
}

/**
 * SPEC section 7, "Startup": the reference lists; then, when a live token is kept, the user by
 * its `user_id`; for creators, the profile and bank data and the completion. Never throws:
 * failures are logged, and a failed user load is answered in `error`.
 */
export class LoadSessionUseCase {
  /** @param ports - what startup reads. */
  constructor(
    private readonly ports: {
      readonly tokens: TokenStorePort; readonly clock: ClockPort; readonly accounts: AccountPort;
      readonly creators: CreatorProfilePort; readonly reference: ReferenceDataPort; readonly logger: LoggerPort;
    },
  ) {}

  /**
   * Loads everything; no session when the token is missing, unreadable or expired. The token is
   * read before anything waits: the identity provider's listener may rewrite the cookie while the
   * lists load. The lists and the user load side by side.
   */
  async execute(): Promise<StartupState> {
    const account = this.account();
    const reference = loadReferenceData(this.ports.reference, this.ports.logger);
    return { reference: await reference, ...(await account) };
  }

  /**
   * The account part alone (after a sign-in, or a session the identity provider restored): the
   * reference lists do not change with who is signed in, so they are not asked for again.
   */
  account(): Promise<Omit<StartupState, 'reference'>> {
    const token = this.ports.tokens.read();
    const decoded = isTokenExpired(token, this.ports.clock.nowSeconds()) ? null : decodeLoginToken(token);
    return decoded === null ? Promise.resolve(NO_ACCOUNT) : this.loadAccount(decoded.user_id);
  }

  private async loadAccount(userId: string): Promise<Omit<StartupState, 'reference'>> {
    try {
      const user = await this.ports.accounts.getUserByExternalId(userId);
      const creator = user.type === 'creator' ? await this.loadCreator(user) : null;
      return { user, creator, error: null };
    } catch (error) {
      this.ports.logger.error('Falha ao carregar o usuário', error);
      const reason = isApplicationError(error) ? error : new ApplicationError('SERVER.ERROR');
      return { user: null, creator: null, error: reason };
    }
  }

  private async loadCreator(user: OwnUser): Promise<CreatorSession | null> {
    try {
      const [details, bank] = await Promise.all([this.ports.creators.getOwnDetails(), this.ports.creators.getBankAccount()]);
      return { details, bank, completion: completionOf(user, details, bank) };
    } catch (error) {
      this.ports.logger.error('Falha ao carregar o perfil de criador', error);
      return null;
    }
  }
}
