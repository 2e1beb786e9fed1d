import { ApplicationError } from '../errors/application-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { IdentityPort, IdentitySession } from '../ports/identity.port.js';
import { fakeJwt } from './fake-jwt.js';

const TOKEN_LIFETIME_SECONDS = 3600;

/**
 * The identity provider's stand-in: accounts by e-mail, tokens that expire after an hour of
 * the given clock, and the provider's error codes.
 */
export class InMemoryIdentityAdapter implements IdentityPort {
  private readonly accounts = new Map<string, { readonly uid: string; readonly password: string }>();
  private readonly listeners = new Set<(session: IdentitySession | null) => void>();
  private current: { readonly uid: string; readonly email: string | null } | null = null;
  private issued = 0;
  /** The account Google sign-in answers with. */
  googleAccount: { readonly uid: string; readonly email: string } = { uid: 'google-uid-1', email: 'ana@gmail.com' };

  /** @param clock - stamps the tokens' `exp`. */
  constructor(private readonly clock: ClockPort) {}

  /** Creates the account; `IDENTITY.EMAIL_IN_USE`, `IDENTITY.WEAK_PASSWORD` as the provider does. */
  signUpWithEmail(email: string, password: string): Promise<IdentitySession> {
    if (this.accounts.has(email)) return Promise.reject(new ApplicationError('IDENTITY.EMAIL_IN_USE'));
    if (password.length < 6) return Promise.reject(new ApplicationError('IDENTITY.WEAK_PASSWORD'));
    const uid = `uid-${String(this.accounts.size + 1)}`;
    this.accounts.set(email, { uid, password });
    return Promise.resolve(this.start(uid, email));
  }

  /** Signs in; `IDENTITY.WRONG_CREDENTIALS` for an unknown e-mail or a wrong password. */
  signInWithEmail(email: string, password: string): Promise<IdentitySession> {
    const account = this.accounts.get(email);
    if (account?.password !== password) return Promise.reject(new ApplicationError('IDENTITY.WRONG_CREDENTIALS'));
    return Promise.resolve(this.start(account.uid, email));
  }

  /** Signs in as {@link InMemoryIdentityAdapter.googleAccount}. */
  signInWithGoogle(): Promise<IdentitySession> {
    return Promise.resolve(this.start(this.googleAccount.uid, this.googleAccount.email));
  }

  /** Whether the account of `uid` can sign in with a password (a Google-only one cannot). */
  hasPassword(uid: string): boolean {
    return [...this.accounts.values()].some((account) => account.uid === uid);
  }

  /**
   * Gives the signed-in account a password sign-in beside Google's, as the provider links one
   * (the profile editor's "criar senha" will). Not on `IdentityPort` yet: only tests call it.
   */
  linkPassword(password: string): Promise<void> {
    if (this.current?.email == null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    if (password.length < 6) return Promise.reject(new ApplicationError('IDENTITY.WEAK_PASSWORD'));
    this.accounts.set(this.current.email, { uid: this.current.uid, password });
    return Promise.resolve();
  }

  /** A new token for the signed-in person, or `null`. */
  refreshToken(): Promise<string | null> {
    return Promise.resolve(this.current === null ? null : this.tokenFor(this.current.uid));
  }

  /** Does nothing but check the e-mail's shape, as the provider answers the same either way. */
  sendPasswordReset(email: string): Promise<void> {
    return email.includes('@') ? Promise.resolve() : Promise.reject(new ApplicationError('IDENTITY.INVALID_EMAIL'));
  }

  /** Signs out and tells the listeners. */
  signOut(): Promise<void> {
    this.current = null;
    this.listeners.forEach((listener) => { listener(null); });
    return Promise.resolve();
  }

  /** Calls `listener` on every sign-in and sign-out. */
  onSessionChange(listener: (session: IdentitySession | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private start(uid: string, email: string | null): IdentitySession {
    this.current = { uid, email };
    const session = { uid, email, token: this.tokenFor(uid) };
    this.listeners.forEach((listener) => { listener(session); });
    return session;
  }

  private tokenFor(uid: string): string {
    this.issued += 1;
    // `jti` makes every token differ, as a forced refresh does on the real provider.
    return fakeJwt({ user_id: uid, exp: this.clock.nowSeconds() + TOKEN_LIFETIME_SECONDS, jti: this.issued });
  }
}
