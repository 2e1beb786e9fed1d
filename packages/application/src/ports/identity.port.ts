/** The person signed in with the identity provider, and their current ID token. */
export interface IdentitySession {
  readonly uid: string;
  readonly email: string | null;
  readonly token: string;
}

/**
 * The identity provider (Firebase Auth in production, its emulator in tests). Failures throw
 * `ApplicationError` with an `IDENTITY.*` code and a pt-BR message.
 */
export interface IdentityPort {
  signUpWithEmail(email: string, password: string): Promise<IdentitySession>;
  signInWithEmail(email: string, password: string): Promise<IdentitySession>;
  signInWithGoogle(): Promise<IdentitySession>;
  /** A fresh token from the provider (forced refresh), or null when nobody is signed in. */
  refreshToken(): Promise<string | null>;
  sendPasswordReset(email: string): Promise<void>;
  /**
   * Sets a new password for the signed-in person. Throws `IDENTITY.REAUTH_REQUIRED` when the
   * provider wants a recent sign-in first: call {@link IdentityPort.reauthenticate}, then again.
   */
  updatePassword(newPassword: string): Promise<void>;
  /** Confirms the signed-in person with their current password (a recent sign-in for the provider). */
  reauthenticate(currentPassword: string): Promise<void>;
  /** Confirms the signed-in person through Google's pop-up, for an account without a password. */
  reauthenticateWithGoogle(): Promise<void>;
  /** Gives a Google-only account a password sign-in too ("criar senha"); the e-mail stays the account's. */
  linkPassword(password: string): Promise<void>;
  /**
   * Sends a link to `newEmail`; the provider changes the account's e-mail only once that link is
   * opened (verify before update). May throw `IDENTITY.REAUTH_REQUIRED`.
   */
  verifyBeforeUpdateEmail(newEmail: string): Promise<void>;
  /** Sends the signed-in person a link that confirms they own their e-mail. `SESSION.MISSING` when nobody is signed in. */
  sendEmailVerification(): Promise<void>;
  /** Reloads the signed-in person from the provider (a confirmed e-mail or e-mail change) and forces a new token. */
  reloadSession(): Promise<IdentitySession | null>;
  /** Whether the signed-in person can sign in with a password; `false` when nobody is signed in. */
  hasPasswordSignIn(): boolean;
  signOut(): Promise<void>;
  /** Calls `listener` on every sign-in and sign-out; returns the unsubscribe function. */
  onSessionChange(listener: (session: IdentitySession | null) => void): () => void;
}
