import { ApplicationError } from '../errors/application-error.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { IdentityPort, IdentitySession } from '../ports/identity.port.js';
import { fakeJwt } from './fake-jwt.js';

const TOKEN_LIFETIME_SECONDS = 3600;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The provider keeps an e-mail in lower case: every case of it is the same account. */
const canonical = (email: string) => email.toLowerCase();

/**
 * The identity provider's stand-in: password sign-ins by e-mail, each account's e-mail and
 * whether it is verified, tokens that expire after an hour of the given clock, the provider's
 * error codes, its "recent sign-in" rule and its verify-before-update e-mail links.
 */
export class InMemoryIdentityAdapter implements IdentityPort {
  private readonly accounts = new Map<string, { readonly uid: string; readonly password: string }>();
  private readonly emails = new Map<string, { readonly email: string; readonly verified: boolean }>();
  private readonly pendingEmails = new Map<string, string>();
  private readonly confirmationLinks = new Set<string>();
  private readonly listeners = new Set<(session: IdentitySession | null) => void>();
  private current: IdentitySession | null = null;
  private recentSignIn = false;
  private issued = 0;
  /** The account Google sign-in answers with. */
  googleAccount: { readonly uid: string; readonly email: string } = { uid: 'google-uid-1', email: 'ana@gmail.com' };

  /** @param clock - stamps the tokens' `exp`. */
  constructor(private readonly clock: ClockPort) {}

  /** Creates the account; `IDENTITY.INVALID_EMAIL`, `IDENTITY.EMAIL_IN_USE`, `IDENTITY.WEAK_PASSWORD` as the provider does. */
  signUpWithEmail(typed: string, password: string): Promise<IdentitySession> {
    const email = canonical(typed);
    if (!EMAIL.test(email)) return Promise.reject(new ApplicationError('IDENTITY.INVALID_EMAIL'));
    if (this.emailTaken(email)) return Promise.reject(new ApplicationError('IDENTITY.EMAIL_IN_USE'));
    if (password.length < 6) return Promise.reject(new ApplicationError('IDENTITY.WEAK_PASSWORD'));
    const uid = `uid-${String(this.emails.size + 1)}`;
    this.accounts.set(email, { uid, password });
    this.emails.set(uid, { email, verified: false });
    return Promise.resolve(this.start(uid, email));
  }

  /** Signs in; `IDENTITY.WRONG_CREDENTIALS` for an unknown e-mail or a wrong password. */
  signInWithEmail(typed: string, password: string): Promise<IdentitySession> {
    const email = canonical(typed);
    if (!EMAIL.test(email)) return Promise.reject(new ApplicationError('IDENTITY.INVALID_EMAIL'));
    const account = this.accounts.get(email);
    if (account?.password !== password) return Promise.reject(new ApplicationError('IDENTITY.WRONG_CREDENTIALS'));
    return Promise.resolve(this.start(account.uid, email));
  }

  /** Signs in as {@link InMemoryIdentityAdapter.googleAccount}, whose e-mail Google verified. */
  signInWithGoogle(): Promise<IdentitySession> {
    const { uid } = this.googleAccount;
    const email = canonical(this.googleAccount.email);
    if (!this.emails.has(uid)) this.emails.set(uid, { email, verified: true });
    return Promise.resolve(this.start(uid, this.emails.get(uid)?.email ?? email));
  }

  /** Whether the account of `uid` can sign in with a password (a Google-only one cannot). */
  hasPassword(uid: string): boolean {
    return [...this.accounts.values()].some((account) => account.uid === uid);
  }

  /** The e-mail of `uid` when the provider verified it (what its token would carry), else `null`. */
  verifiedEmailOf(uid: string): string | null {
    const entry = this.emails.get(uid);
    return entry?.verified === true ? entry.email : null;
  }

  /** Whether the signed-in person can sign in with a password. */
  hasPasswordSignIn(): boolean {
    return this.current !== null && this.hasPassword(this.current.uid);
  }

  /** Gives the signed-in Google-only account a password sign-in; `IDENTITY.PASSWORD_ALREADY_SET` otherwise. */
  linkPassword(password: string): Promise<void> {
    const current = this.current;
    if (current?.email == null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    if (this.hasPassword(current.uid)) return Promise.reject(new ApplicationError('IDENTITY.PASSWORD_ALREADY_SET'));
    if (password.length < 6) return Promise.reject(new ApplicationError('IDENTITY.WEAK_PASSWORD'));
    this.accounts.set(current.email, { uid: current.uid, password });
    return Promise.resolve();
  }

  /** Sets a new password; `IDENTITY.REAUTH_REQUIRED` once {@link requireRecentSignIn} was called. */
  updatePassword(newPassword: string): Promise<void> {
    const current = this.current;
    if (current?.email == null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    if (newPassword.length < 6) return Promise.reject(new ApplicationError('IDENTITY.WEAK_PASSWORD'));
    if (!this.recentSignIn) return Promise.reject(new ApplicationError('IDENTITY.REAUTH_REQUIRED'));
    this.accounts.set(current.email, { uid: current.uid, password: newPassword });
    return Promise.resolve();
  }

  /** Confirms the signed-in person with their password: the sign-in counts as recent again. */
  reauthenticate(currentPassword: string): Promise<void> {
    const current = this.current;
    if (current?.email == null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    const account = this.accounts.get(current.email);
    if (account?.uid !== current.uid || account.password !== currentPassword) {
      return Promise.reject(new ApplicationError('IDENTITY.WRONG_CREDENTIALS'));
    }
    this.recentSignIn = true;
    return Promise.resolve();
  }

  /** Google's pop-up, in memory: always the signed-in person, whose sign-in counts as recent again. */
  reauthenticateWithGoogle(): Promise<void> {
    if (this.current === null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    this.recentSignIn = true;
    return Promise.resolve();
  }

  /** Sends the change link to `newEmail` (see {@link openEmailChangeLink}); nothing changes yet. */
  verifyBeforeUpdateEmail(typed: string): Promise<void> {
    const newEmail = canonical(typed);
    const current = this.current;
    if (current === null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    if (!EMAIL.test(newEmail)) return Promise.reject(new ApplicationError('IDENTITY.INVALID_EMAIL'));
    if (!this.recentSignIn) return Promise.reject(new ApplicationError('IDENTITY.REAUTH_REQUIRED'));
    if (this.emailTaken(newEmail)) return Promise.reject(new ApplicationError('IDENTITY.EMAIL_IN_USE'));
    this.pendingEmails.set(current.uid, newEmail);
    return Promise.resolve();
  }

  /** Sends the confirmation link for the signed-in person's e-mail (see {@link openConfirmationLink}). */
  sendEmailVerification(): Promise<void> {
    if (this.current === null) return Promise.reject(new ApplicationError('SESSION.MISSING'));
    this.confirmationLinks.add(this.current.uid);
    return Promise.resolve();
  }

  /** Test hook: the person opens the confirmation link sent to `email`, which the provider then holds as verified. */
  openConfirmationLink(typed: string): void {
    const email = canonical(typed);
    const uid = [...this.emails].find(([, entry]) => entry.email === email)?.[0];
    if (uid === undefined || !this.confirmationLinks.delete(uid)) throw new Error(`No confirmation link was sent to ${email}`);
    this.emails.set(uid, { email, verified: true });
  }

  /** Reads the signed-in person again (a confirmed e-mail change shows) with a new token. */
  reloadSession(): Promise<IdentitySession | null> {
    if (this.current === null) return Promise.resolve(null);
    const uid = this.current.uid;
    return Promise.resolve(this.start(uid, this.emails.get(uid)?.email ?? this.current.email, { keepRecent: true }));
  }

  /** A new token for the signed-in person, which the listeners hear of as the provider tells them; or `null`. */
  refreshToken(): Promise<string | null> {
    if (this.current === null) return Promise.resolve(null);
    return Promise.resolve(this.start(this.current.uid, this.current.email, { keepRecent: true }).token);
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

  /**
   * Calls `listener` with who is signed in now, then on every sign-in, refresh, reload and
   * sign-out. The provider tells the current state soon after subscribing; this adapter tells it
   * at once, so a test's later `session.signInAs` is never undone by a late "nobody".
   */
  onSessionChange(listener: (session: IdentitySession | null) => void): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }

  /** Test hook: the sign-in is no longer recent, so the next sensitive change asks to reauthenticate. */
  requireRecentSignIn(): void {
    this.recentSignIn = false;
  }

  /** The e-mail a change link was sent to for `uid` and not opened yet, or `null`. */
  pendingEmailChange(uid: string): string | null {
    return this.pendingEmails.get(uid) ?? null;
  }

  /**
   * Test hook: the person opens the link sent to `newEmail`. The provider then holds the new
   * e-mail as verified; the live session shows it only after {@link reloadSession}.
   */
  openEmailChangeLink(typed: string): void {
    const newEmail = canonical(typed);
    const uid = [...this.pendingEmails].find(([, email]) => email === newEmail)?.[0];
    if (uid === undefined) throw new Error(`No e-mail change link was sent to ${newEmail}`);
    this.pendingEmails.delete(uid);
    const old = this.emails.get(uid)?.email;
    const password = old === undefined ? undefined : this.accounts.get(old);
    if (old !== undefined && password !== undefined) {
      this.accounts.delete(old);
      this.accounts.set(newEmail, password);
    }
    this.emails.set(uid, { email: newEmail, verified: true });
    if (this.googleAccount.uid === uid) this.googleAccount = { uid, email: newEmail };
  }

  private emailTaken(email: string): boolean {
    return this.accounts.has(email) || [...this.emails.values()].some((entry) => entry.email === email);
  }

  private start(uid: string, email: string | null, options: { readonly keepRecent?: boolean } = {}): IdentitySession {
    if (options.keepRecent !== true) this.recentSignIn = true;
    const session = { uid, email, token: this.tokenFor(uid) };
    this.current = session;
    this.listeners.forEach((listener) => { listener(session); });
    return session;
  }

  private tokenFor(uid: string): string {
    this.issued += 1;
    // `jti` makes every token differ, as a forced refresh does on the real provider.
    const emailVerified = this.emails.get(uid)?.verified === true;
    return fakeJwt({ user_id: uid, exp: this.clock.nowSeconds() + TOKEN_LIFETIME_SECONDS, jti: this.issued, email_verified: emailVerified });
  }
}
