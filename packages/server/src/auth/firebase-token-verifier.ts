import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { firebaseErrorCode } from './firebase-error-code.js';
import { firebaseIdentityProbe, IDENTITY_PROBE_MEMORY_MS, rememberedFor } from './firebase-identity-probe.js';
import { firebaseIdentityRemoval } from './firebase-identity-removal.js';
import { firebasePasswordSignIn } from './firebase-password-sign-in.js';
import { firebaseSessionsCut } from './firebase-sessions-cut.js';
import { sharedInFlight } from './shared-look-up.js';
import type { IdentityProbePort } from './identity-probe.port.js';
import type { IdentityRemovalPort } from './identity-removal.port.js';
import type { PasswordSignInPort } from './password-sign-in.port.js';
import type { SessionsCutPort } from './sessions-cut.port.js';
import type { TokenRejection, TokenVerifierPort, VerifiedIdentity, VerifyOptions } from './token-verifier.port.js';

// Answers about the token itself. Anything else (the identity service or the network
// failing) says nothing about the person, so it must not sign them out with a 401.
const EXPIRED = new Set(['auth/id-token-expired']);
const REVOKED = 'auth/id-token-revoked';
const DISABLED = 'auth/user-disabled';
const INVALID = new Set(['auth/argument-error', 'auth/invalid-id-token', 'auth/user-not-found', 'auth/invalid-argument', 'auth/project-not-found']);

/**
 * Verifies Firebase ID tokens with firebase-admin. With `FIREBASE_AUTH_EMULATOR_HOST` set,
 * firebase-admin accepts the emulator's unsigned tokens for the project, as it is meant to.
 * A transient failure of the identity service is retried once, then answered `unavailable`.
 * `passwordSignIn` asks the same Firebase app about an account's sign-in methods, and
 * `removeIdentity` deletes an account's sign-in through it, so the
 * composition root hands both to `buildApp` and closes one app.
 */
export class FirebaseTokenVerifier implements TokenVerifierPort {
  private readonly app: App;
  private readonly auth: Auth;
  /** Whether an account has a password sign-in, asked of this verifier's Firebase app. */
  readonly passwordSignIn: PasswordSignInPort;
  /** Removes an account's sign-in for good, through the same Firebase app (account deletion). */
  readonly removeIdentity: IdentityRemovalPort;
  /** When an account's sessions were last cut (a password change), asked of the same app. */
  readonly sessionsCutAt: SessionsCutPort;
  /** Whether the provider answers (`/api/health/ready`), its answer kept a few seconds. */
  readonly identityProbe: IdentityProbePort;

  /**
   * `httpAgent` carries every call to Google (the public keys that sign ID tokens, the user
   * look-up): an outbound proxy in production, or in the fault tests a closed port, which is how
   * they make the key URL unreachable (firebase-admin fixes the URL itself, not the route to it).
   */
  constructor(projectId: string, options: { readonly httpAgent?: Agent } = {}) {
    // A named app per verifier, so several servers (tests, benchmarks) live in one process.
    this.app = initializeApp({ projectId, ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}) }, `publi-${randomUUID()}`);
    this.auth = getAuth(this.app);
    // The app's start asks both questions about the same account at once: one request answers both.
    const getUser = sharedInFlight((uid: string) => this.auth.getUser(uid));
    this.passwordSignIn = firebasePasswordSignIn(getUser);
    this.removeIdentity = firebaseIdentityRemoval((uid) => this.auth.deleteUser(uid));
    this.sessionsCutAt = firebaseSessionsCut(getUser);
    this.identityProbe = rememberedFor(firebaseIdentityProbe(getUser), IDENTITY_PROBE_MEMORY_MS);
  }

  async verify(token: string, options: VerifyOptions = {}): Promise<VerifiedIdentity | TokenRejection> {
    const checkRevoked = options.checkRevoked === true;
    const first = await this.attempt(token, checkRevoked);
    return first === 'unavailable' ? this.attempt(token, checkRevoked) : first;
  }

  close(): Promise<void> {
    return deleteApp(this.app);
  }

  private async attempt(token: string, checkRevoked: boolean): Promise<VerifiedIdentity | TokenRejection> {
    try {
      // With `checkRevoked`, firebase-admin looks the account up (disabled, or revoked after the
      // token's `auth_time`). Against the emulator it always does, whatever is asked.
      const decoded = await this.auth.verifyIdToken(token, checkRevoked);
      // `auth_time` is in seconds, set by Firebase and by the emulator alike.
      const signedIn = { authTime: new Date(decoded.auth_time * 1000) };
      return decoded.email === undefined
        ? { uid: decoded.uid, ...signedIn }
        : { uid: decoded.uid, email: decoded.email, emailVerified: decoded.email_verified === true, ...signedIn };
    } catch (error) {
      const code = firebaseErrorCode(error);
      if (isKeyFetchFailure(error)) return 'unavailable';
      if (EXPIRED.has(code)) return 'expired';
      if (code === REVOKED) return 'revoked';
      if (code === DISABLED) return 'disabled';
      if (INVALID.has(code)) return 'invalid';
      return 'unavailable';
    }
  }
}

// firebase-admin 13 reports Google's public keys out of reach as `auth/argument-error`, the
// code of a malformed token, keeping only the fetch's message: its HTTP client's ("Error while
// making request: connect ECONNREFUSED …") or its key fetcher's ("Error fetching public keys
// for Google certs: …"). Told apart by those words, so the person is not signed out for
// Google's outage; `identity-outage.faults.spec.ts` fails if an upgrade changes them.
const KEY_FETCH_FAILURE = /^(Error while making request|Error fetching public keys)/;

function isKeyFetchFailure(error: unknown): boolean {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return firebaseErrorCode(error) === 'auth/argument-error' && typeof message === 'string' && KEY_FETCH_FAILURE.test(message);
}
