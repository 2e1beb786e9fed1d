// Test support: identity adapters on the Firebase Auth emulator that the global setup started.
import { randomUUID } from 'node:crypto';
import { AUTH_EMULATOR_PROJECT_ID } from '@publi/auth-emulator';
import { GoogleAuthProvider, signInWithCredential } from 'firebase/auth';
import { FirebaseIdentityAdapter } from './firebase-identity.adapter.js';
import type { FirebaseIdentityConfig } from './firebase-identity.config.js';
import type { GoogleSignIn } from './google-sign-in.js';

/** An e-mail no other test (or earlier run against the same emulator) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@example.com`;
}

/**
 * Google sign-in as the emulator allows it without a popup: it accepts an unsigned JSON "ID token"
 * from google.com and creates or finds the account by its `sub`.
 */
export function googleCredentialSignIn(email: string, sub = randomUUID()): GoogleSignIn {
  const idToken = JSON.stringify({ sub, email, email_verified: true });
  return (auth) => signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
}

/** Firebase config for the emulator on its own firebase app (a unique name), so test files never share a session. */
export function emulatorIdentityConfig(): FirebaseIdentityConfig {
  const emulatorHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  if (emulatorHost === undefined || emulatorHost === '') {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests in the adapters-auth-int project.');
  }
  return {
    apiKey: 'demo-key',
    authDomain: `${AUTH_EMULATOR_PROJECT_ID}.firebaseapp.com`,
    projectId: AUTH_EMULATOR_PROJECT_ID,
    emulatorHost,
    appName: `adapters-auth-${randomUUID()}`,
  };
}

/** An adapter on the emulator, on its own firebase app. */
export function anEmulatorIdentity(googleSignIn?: GoogleSignIn): FirebaseIdentityAdapter {
  const config = emulatorIdentityConfig();
  return googleSignIn === undefined ? new FirebaseIdentityAdapter(config) : new FirebaseIdentityAdapter(config, googleSignIn);
}
