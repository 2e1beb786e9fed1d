import {
  ApplicationError,
  completionOf,
  isApplicationError,
  type AccountType,
  type BankAccount,
  type CreatorDetails,
  type CreatorSession,
  type LoadSessionUseCase,
  type OwnUser,
  type ReferenceData,
  type RefreshTokenUseCase,
  type SignOutUseCase,
  type User,
} from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

const NO_REFERENCE: ReferenceData = { badges: [], brands: [], categories: [], subCategories: [] };

type SessionStatus = 'starting' | 'ready';

/**
 * Who is signed in and what startup loaded (SPEC section 7): the reference lists, the user, a
 * creator's own profile. The sign-in and sign-up flows (`SignInStore`, `SignUpStore`) hand their
 * result here, so every screen reads one source.
 */
@injectable()
export class SessionStore {
  status: SessionStatus = 'starting';
  reference: ReferenceData = NO_REFERENCE;
  user: OwnUser | null = null;
  creator: CreatorSession | null = null;
  /** Why loading the user failed at startup; the shell decides whether to toast it. */
  loadError: ApplicationError | null = null;
  /** Whether the identity provider reports a signed-in person (it restores sessions on its own). */
  private identitySignedIn = false;

  constructor(
    @inject(USE_CASE_TOKENS.LoadSession) private readonly loadSession: LoadSessionUseCase,
    @inject(USE_CASE_TOKENS.SignOut) private readonly signOutUseCase: SignOutUseCase,
    @inject(USE_CASE_TOKENS.RefreshToken) private readonly refreshTokenUseCase: RefreshTokenUseCase,
  ) {
    makeAutoObservable<this, 'loadSession' | 'signOutUseCase' | 'refreshTokenUseCase'>(
      this,
      { loadSession: false, signOutUseCase: false, refreshTokenUseCase: false },
      { autoBind: true },
    );
  }

  get isStarting(): boolean {
    return this.status === 'starting';
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  get accountType(): AccountType | null {
    return this.user?.type ?? null;
  }

  /** Whether the signed-in account can sign in with a password ("Senha" in the completion). */
  get hasPassword(): boolean {
    return this.user?.hasPassword === true;
  }

  /** Startup: never throws; a failed user load lands in `loadError`. */
  async start(): Promise<void> {
    this.status = 'starting';
    const state = await this.loadSession.execute();
    runInAction(() => {
      this.reference = state.reference;
      this.user = state.user;
      this.creator = state.creator;
      this.loadError = state.error;
      this.status = 'ready';
    });
    await this.adoptRestoredSession();
  }

  /**
   * The identity provider restored or refreshed a session after startup read the cookie (an
   * expired cookie, a returning visitor): load the account it belongs to, quietly, since a
   * sign-up in progress has an identity before it has an account.
   */
  async identityChanged(signedIn: boolean): Promise<void> {
    this.identitySignedIn = signedIn;
    await this.adoptRestoredSession();
  }

  async signOut(): Promise<void> {
    await this.signOutUseCase.execute();
    runInAction(() => {
      this.user = null;
      this.creator = null;
    });
  }

  /**
   * The account was deleted and its use case already signed out of the provider: drop it here
   * without asking the provider again.
   */
  forget(): void {
    this.user = null;
    this.creator = null;
    this.loadError = null;
  }

  /** `/home`: the stored token is force-refreshed from the identity provider and saved again. */
  async refreshToken(): Promise<void> {
    await this.refreshTokenUseCase.execute();
  }

  /**
   * Replaces the user after a sign-up or a profile change the server answered. A creator's own
   * profile and its completion depend on the user too, so they are reloaded behind it.
   */
  setUser(user: User): void {
    // A save answers a plain `User`; whether a password sign-in exists did not change with it.
    this.user = { ...user, hasPassword: 'hasPassword' in user ? user.hasPassword === true : this.hasPassword };
    this.loadError = null;
    if (user.type === 'creator') void this.reloadQuietly();
  }

  /** The creator saved their bank data: the completion's "Meu negócio" follows at once. */
  setBankAccount(bank: BankAccount): void {
    if (this.creator === null || this.user === null) return;
    this.creator = { ...this.creator, bank, completion: completionOf(this.user, this.creator.details, bank) };
  }

  /**
   * A creator's own profile after the editor saved part of it: the header, `/home` and the
   * completion follow at once, without asking the server again.
   */
  setOwnCreatorDetails(details: CreatorDetails): void {
    if (this.creator === null || this.user === null) return;
    this.creator = { ...this.creator, details, completion: completionOf(this.user, details, this.creator.bank) };
  }

  /** The account's password sign-in was created or confirmed ("criar senha"). */
  setHasPassword(hasPassword: boolean): void {
    if (this.user === null) return;
    this.user = { ...this.user, hasPassword };
    if (this.creator !== null) this.setOwnCreatorDetails(this.creator.details);
  }

  /**
   * After the identity provider said yes: the Publi account behind it. An identity without an
   * account (a Google sign-in by someone who never signed up) is signed out again, so the
   * provider and the page never disagree about who is here. Throws what the form shows.
   */
  async loadSignedInAccount(): Promise<void> {
    try {
      await this.reloadUser();
    } catch (error) {
      if (isApplicationError(error, 'USER.NOT_FOUND')) await this.signOut();
      throw error;
    }
  }

  private async adoptRestoredSession(): Promise<void> {
    if (!this.identitySignedIn || this.isSignedIn || this.isStarting) return;
    // No account yet (sign-up in progress) or the API is away: the person is simply not signed in.
    await this.reloadQuietly();
  }

  private async reloadQuietly(): Promise<void> {
    try {
      await this.reloadUser();
    } catch {
      // Whoever asked keeps what it has; a later startup or sign-in loads it again.
    }
  }

  private async reloadUser(): Promise<void> {
    const state = await this.loadSession.account();
    if (state.error !== null) throw state.error;
    if (state.user === null) throw new ApplicationError('SESSION.MISSING');
    runInAction(() => {
      this.user = state.user;
      this.creator = state.creator;
      this.loadError = null;
    });
  }
}

