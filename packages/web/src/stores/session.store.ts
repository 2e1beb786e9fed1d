import { ApplicationError, isApplicationError, type AccountType, type LoadSessionUseCase, type OwnUser } from '@publi/application';
import type { RefreshTokenUseCase, SignOutUseCase, User } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { OwnCreatorStore } from './own-creator.store.js';
import type { ReferenceListsStore } from './reference-lists.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

type SessionStatus = 'starting' | 'ready';

/**
 * Who is signed in (SPEC section 7). Startup also loads the reference lists and a creator's own
 * profile, which it hands to their stores (`ReferenceListsStore`, `OwnCreatorStore`). The sign-in
 * and sign-up flows (`SignInStore`, `SignUpStore`) hand their result here, so every screen reads one source.
 */
@injectable()
export class SessionStore {
  status: SessionStatus = 'starting';
  user: OwnUser | null = null;
  /** Why loading the user failed at startup; the shell decides whether to toast it. */
  loadError: ApplicationError | null = null;
  /** Whether the identity provider reports a signed-in person (it restores sessions on its own). */
  private identitySignedIn = false;

  constructor(
    @inject(USE_CASE_TOKENS.LoadSession) private readonly loadSession: LoadSessionUseCase,
    @inject(USE_CASE_TOKENS.SignOut) private readonly signOutUseCase: SignOutUseCase,
    @inject(USE_CASE_TOKENS.RefreshToken) private readonly refreshTokenUseCase: RefreshTokenUseCase,
    @inject(STORE_TOKENS.ReferenceLists) private readonly referenceLists: Pick<ReferenceListsStore, 'set'>,
    @inject(STORE_TOKENS.OwnCreator) private readonly ownCreator: Pick<OwnCreatorStore, 'set' | 'ownerChanged'>,
  ) {
    const dependencies = { loadSession: false, signOutUseCase: false, refreshTokenUseCase: false, referenceLists: false, ownCreator: false } as const;
    makeAutoObservable<this, keyof typeof dependencies>(this, dependencies, { autoBind: true });
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
      this.referenceLists.set(state.reference);
      this.user = state.user;
      this.ownCreator.set(state.user, state.creator);
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
      this.ownCreator.set(null, null);
    });
  }

  /** The account was deleted and its use case signed out of the provider: drops it without asking again. */
  forget(): void {
    this.user = null;
    this.ownCreator.set(null, null);
    this.loadError = null;
  }

  /** `/home`: the stored token is force-refreshed from the identity provider and saved again. */
  async refreshToken(): Promise<void> {
    await this.refreshTokenUseCase.execute();
  }

  /** The user after a sign-up or a saved change; a creator's own profile is reloaded behind it. */
  setUser(user: User | OwnUser): void {
    // A save answers a plain `User`: the password sign-in is unchanged, a refused address still refused.
    const emailRefusedAt = 'emailRefusedAt' in user ? user.emailRefusedAt : this.user?.email === user.email ? this.user.emailRefusedAt : null;
    this.user = { ...user, hasPassword: 'hasPassword' in user ? user.hasPassword : this.hasPassword, emailRefusedAt };
    this.loadError = null;
    this.ownCreator.ownerChanged(this.user);
    if (user.type === 'creator') void this.reloadQuietly();
  }

  /** The account's password sign-in was created or confirmed ("criar senha"). */
  setHasPassword(hasPassword: boolean): void {
    if (this.user === null) return;
    this.user = { ...this.user, hasPassword };
    this.ownCreator.ownerChanged(this.user);
  }

  /**
   * After the identity provider said yes: the Publi account behind it. An identity without one (a
   * Google sign-in by someone who never signed up) is signed out again. Throws what the form shows.
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
    // Whoever asked keeps what it has; a later startup or sign-in loads it again.
    await this.reloadUser().catch(() => undefined);
  }

  private async reloadUser(): Promise<void> {
    const state = await this.loadSession.account();
    if (state.error !== null) throw state.error;
    if (state.user === null) throw new ApplicationError('SESSION.MISSING');
    runInAction(() => {
      this.user = state.user;
      this.ownCreator.set(state.user, state.creator);
      this.loadError = null;
    });
  }
}

