import { GoogleAuthProvider, signInWithPopup, type Auth, type UserCredential } from 'firebase/auth';

/**
 * How the adapter signs in with Google. The browser opens Google's popup; tests, which have no
 * popup, pass a function that signs in with a Google credential the emulator accepts.
 */
export type GoogleSignIn = (auth: Auth) => Promise<UserCredential>;

/** The browser's Google sign-in: Google's account chooser in a popup. */
export const googlePopupSignIn: GoogleSignIn = (auth) => signInWithPopup(auth, new GoogleAuthProvider());
