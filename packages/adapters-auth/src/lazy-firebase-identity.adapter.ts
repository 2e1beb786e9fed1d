import { ApplicationError, type IdentityPort, type IdentitySession } from '@publi/application';
import type { FirebaseIdentityConfig } from './firebase-identity.config.js';
import type { GoogleSignIn } from './google-sign-in.js';
import type { StoredSessionHint } from './stored-session-hint.js';

/** Without a hint the SDK loads as soon as someone listens, as a signed-in page needs. */
const ASSUME_A_SESSION: StoredSessionHint = () => Promise.resolve(true);

/** When the SDK loads for a session listener, besides on first use. */
export interface LazyIdentityOptions {
  /** Google's popup when absent. */
  readonly googleSignIn?: GoogleSignIn;
  /** Whether a session may be stored; the SDK waits for first use when not. Assumes one when absent. */
  readonly mayHoldSession?: StoredSessionHint;
  /**
   * What a listener of a stored session waits for before loading the SDK (at once when absent).
   * A page whose session starts from a valid cookie needs the SDK only to keep that cookie in
   * step (a refresh, a sign-out elsewhere), so its ~33 KiB and its start-up can wait until the
   * page is drawn and idle rather than compete with the page's own code and reads.
   */
  readonly listenWhen?: () => Promise<void>;
}

/**
 * {@link FirebaseIdentityAdapter} loaded on first use. The firebase SDK is the largest library a
 * page would otherwise download before its first paint, and nothing on screen needs it then: the
 * session starts from the cookie. Bundlers split the dynamic import into its own chunk.
 * A session listener loads it at once only when `mayHoldSession` says a session may be stored;
 * otherwise (a first visit) the listener waits until something else needs the SDK, such as a
 * sign-in, and is attached then.
 */
export class LazyFirebaseIdentityAdapter implements IdentityPort {
  private adapter: Promise<IdentityPort> | null = null;
  private loaded: IdentityPort | null = null;
  private readonly firstUse: Promise<void>;
  private markFirstUse: () => void = () => undefined;

  private readonly googleSignIn: GoogleSignIn | undefined;
  private readonly mayHoldSession: StoredSessionHint;
  private readonly listenWhen: () => Promise<void>;

  constructor(
    private readonly config: FirebaseIdentityConfig,
    { googleSignIn, mayHoldSession = ASSUME_A_SESSION, listenWhen = () => Promise.resolve() }: LazyIdentityOptions = {},
  ) {
    this.googleSignIn = googleSignIn;
    this.mayHoldSession = mayHoldSession;
    this.listenWhen = listenWhen;
    this.firstUse = new Promise((resolve) => {
      this.markFirstUse = resolve;
    });
  }

  signUpWithEmail(email: string, password: string): Promise<IdentitySession> {
    return this.load().then((identity) => identity.signUpWithEmail(email, password));
  }

  signInWithEmail(email: string, password: string): Promise<IdentitySession> {
    return this.load().then((identity) => identity.signInWithEmail(email, password));
  }

  signInWithGoogle(): Promise<IdentitySession> {
    return this.load().then((identity) => identity.signInWithGoogle());
  }

  refreshToken(): Promise<string | null> {
    return this.load().then((identity) => identity.refreshToken());
  }

  sendPasswordReset(email: string): Promise<void> {
    return this.load().then((identity) => identity.sendPasswordReset(email));
  }

  updatePassword(newPassword: string): Promise<void> {
    return this.load().then((identity) => identity.updatePassword(newPassword));
  }

  reauthenticate(currentPassword: string): Promise<void> {
    return this.load().then((identity) => identity.reauthenticate(currentPassword));
  }

  reauthenticateWithGoogle(): Promise<void> {
    return this.load().then((identity) => identity.reauthenticateWithGoogle());
  }

  linkPassword(password: string): Promise<void> {
    return this.load().then((identity) => identity.linkPassword(password));
  }

  verifyBeforeUpdateEmail(newEmail: string): Promise<void> {
    return this.load().then((identity) => identity.verifyBeforeUpdateEmail(newEmail));
  }

  sendEmailVerification(): Promise<void> {
    return this.load().then((identity) => identity.sendEmailVerification());
  }

  reloadSession(): Promise<IdentitySession | null> {
    return this.load().then((identity) => identity.reloadSession());
  }

  /** `false` until the SDK has loaded: nobody can be signed in through it before then. */
  hasPasswordSignIn(): boolean {
    return this.loaded?.hasPasswordSignIn() ?? false;
  }

  signOut(): Promise<void> {
    return this.load().then((identity) => identity.signOut());
  }

  onSessionChange(listener: (session: IdentitySession | null) => void): () => void {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    this.loadWhenASessionMayExist().then(
      (identity) => {
        if (!cancelled) unsubscribe = identity.onSessionChange(listener);
      },
      // The SDK could not load (offline): nobody is signed in as far as the page can tell.
      () => {
        if (!cancelled) listener(null);
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }

  private async loadWhenASessionMayExist(): Promise<IdentityPort> {
    // Whichever comes first: the moment the page allows, or a use that loads the SDK anyway.
    await Promise.race([this.firstUse, this.mayHoldSession().then((may) => (may ? this.listenWhen() : this.firstUse))]);
    return this.load();
  }

  private load(): Promise<IdentityPort> {
    this.markFirstUse();
    this.adapter ??= import('./firebase-identity.adapter.js').then(
      ({ FirebaseIdentityAdapter }) => {
        this.loaded =
          this.googleSignIn === undefined ? new FirebaseIdentityAdapter(this.config) : new FirebaseIdentityAdapter(this.config, this.googleSignIn);
        return this.loaded;
      },
      () => {
        // Let the next call try again: a dropped connection should not break sign-in for good.
        this.adapter = null;
        throw new ApplicationError('IDENTITY.NETWORK');
      },
    );
    return this.adapter;
  }
}
