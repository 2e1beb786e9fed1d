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
  signOut(): Promise<void>;
  /** Calls `listener` on every sign-in and sign-out; returns the unsubscribe function. */
  onSessionChange(listener: (session: IdentitySession | null) => void): () => void;
}
