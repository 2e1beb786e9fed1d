import type { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import type { AppDeps } from './app-deps.js';

/** What the app asks of the identity provider. */
export type IdentityDeps = Pick<AppDeps, 'tokenVerifier' | 'passwordSignIn' | 'sessionsCutAt' | 'removeIdentity' | 'identityProbe'>;

/** Every identity dependency of the app, from one Firebase app: one set of credentials, one agent. */
export function identityDepsOf(verifier: FirebaseTokenVerifier): IdentityDeps {
  return {
    tokenVerifier: verifier,
    passwordSignIn: verifier.passwordSignIn,
    sessionsCutAt: verifier.sessionsCutAt,
    removeIdentity: verifier.removeIdentity,
    identityProbe: verifier.identityProbe,
  };
}
