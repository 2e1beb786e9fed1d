import { ApplicationError, type IdentityPort, type IdentitySession } from '@publi/application';
import { initializeApp } from 'firebase/app';
import {
  EmailAuthProvider,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  getIdToken,
  onIdTokenChanged,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import { firebaseErrorCode, toIdentityError } from './firebase-error-codes.js';
import type { FirebaseIdentityConfig } from './firebase-identity.config.js';
import { googlePopupSignIn, type GoogleSignIn } from './google-sign-in.js';

async function sessionOf(user: User): Promise<IdentitySession> {
  return { uid: user.uid, email: user.email, token: await getIdToken(user) };
}

/** Runs a firebase call and turns its failure into an `ApplicationError` with an `IDENTITY.*` code. */
async function identityCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error: unknown) {
    throw toIdentityError(error);
  }
}

/**
 * `IdentityPort` on Firebase Authentication (firebase web SDK 12), or on its emulator when
 * `emulatorHost` is set. Every failure is an `ApplicationError` with an `IDENTITY.*` code and a
 * pt-BR message.
 */
export class FirebaseIdentityAdapter implements IdentityPort {
  /** The firebase Auth instance, for the rare caller that needs the SDK itself. */
  readonly auth: Auth;

  /** @param googleSignIn - Google's popup by default; tests pass a credential sign-in. */
  constructor(
    config: FirebaseIdentityConfig,
    private readonly googleSignIn: GoogleSignIn = googlePopupSignIn,
  ) {
    const { apiKey, authDomain, projectId, emulatorHost, appName } = config;
    const app = initializeApp({ apiKey, authDomain, projectId }, appName);
    this.auth = getAuth(app);
    if (emulatorHost !== undefined) {
      // The warning banner would show in the page; the emulator is chosen on purpose here.
      connectAuthEmulator(this.auth, `http://${emulatorHost}`, { disableWarnings: true });
    }
  }

  signUpWithEmail(email: string, password: string): Promise<IdentitySession> {
    return identityCall(async () => sessionOf((await createUserWithEmailAndPassword(this.auth, email, password)).user));
  }

  signInWithEmail(email: string, password: string): Promise<IdentitySession> {
    return identityCall(async () => sessionOf((await signInWithEmailAndPassword(this.auth, email, password)).user));
  }

  signInWithGoogle(): Promise<IdentitySession> {
    return identityCall(async () => sessionOf((await this.googleSignIn(this.auth)).user));
  }

  refreshToken(): Promise<string | null> {
    const user = this.auth.currentUser;
    return user === null ? Promise.resolve(null) : identityCall(() => getIdToken(user, true));
  }

  async sendPasswordReset(email: string): Promise<void> {
    try {
      await sendPasswordResetEmail(this.auth, email);
    } catch (error: unknown) {
      // Saying "no account with this e-mail" would let anyone probe who has an account; the page
      // says "if the e-mail has an account, a link is on its way" either way.
      if (firebaseErrorCode(error) !== 'auth/user-not-found') {
        throw toIdentityError(error);
      }
    }
  }

  /** `IDENTITY.REAUTH_REQUIRED` when the provider wants a recent sign-in (`auth/requires-recent-login`). */
  updatePassword(newPassword: string): Promise<void> {
    return identityCall(() => updatePassword(this.signedIn(), newPassword));
  }

  /** Signs the current person in again with their e-mail and current password. */
  reauthenticate(currentPassword: string): Promise<void> {
    return identityCall(async () => {
      const user = this.signedIn();
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', currentPassword));
    });
  }

  /**
   * Confirms the current person through Google's pop-up. Reauthenticating, not signing in: a
   * different Google account is refused (`auth/user-mismatch`) instead of replacing the session.
   */
  reauthenticateWithGoogle(): Promise<void> {
    return identityCall(async () => {
      await reauthenticateWithPopup(this.signedIn(), new GoogleAuthProvider());
    });
  }

  /**
   * Adds a password sign-in on the account's own e-mail; `IDENTITY.PASSWORD_ALREADY_SET` when one
   * is there. Linking an e-mail credential whose address is the Google account's own answers
   * `auth/email-already-in-use` (the emulator and, since e-mail enumeration protection, the
   * service), so the password is set on the signed-in user instead, which adds the `password`
   * provider; the user is then reloaded so its provider list shows it.
   */
  linkPassword(password: string): Promise<void> {
    return identityCall(async () => {
      const user = this.signedIn();
      if (this.hasPasswordSignIn()) throw new ApplicationError('IDENTITY.PASSWORD_ALREADY_SET');
      await updatePassword(user, password);
      await reload(user);
    });
  }

  verifyBeforeUpdateEmail(newEmail: string): Promise<void> {
    return identityCall(() => verifyBeforeUpdateEmail(this.signedIn(), newEmail));
  }

  sendEmailVerification(): Promise<void> {
    return identityCall(() => sendEmailVerification(this.signedIn()));
  }

  /** Reloads the user (a confirmed e-mail change shows) and forces a token that carries it. */
  reloadSession(): Promise<IdentitySession | null> {
    const user = this.auth.currentUser;
    if (user === null) return Promise.resolve(null);
    return identityCall(async () => {
      await reload(user);
      return { uid: user.uid, email: user.email, token: await getIdToken(user, true) };
    });
  }

  hasPasswordSignIn(): boolean {
    return this.auth.currentUser?.providerData.some((provider) => provider.providerId === EmailAuthProvider.PROVIDER_ID) ?? false;
  }

  signOut(): Promise<void> {
    return identityCall(() => signOut(this.auth));
  }

  private signedIn(): User {
    const user = this.auth.currentUser;
    if (user === null) throw new ApplicationError('SESSION.MISSING');
    return user;
  }

  onSessionChange(listener: (session: IdentitySession | null) => void): () => void {
    // Reading the token is async, so a sign-out can arrive while a sign-in's token is still being
    // read: only the latest change reaches the listener, never a stale session after a sign-out.
    let latest = 0;
    return onIdTokenChanged(this.auth, (user) => {
      latest += 1;
      const change = latest;
      if (user === null) {
        listener(null);
        return;
      }
      sessionOf(user).then(
        (session) => {
          if (change === latest) listener(session);
        },
        () => {
          // A token that cannot be read is no session: the store must not keep the old one.
          if (change === latest) listener(null);
        },
      );
    });
  }
}
