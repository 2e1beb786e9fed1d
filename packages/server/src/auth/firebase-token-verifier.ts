import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { TokenRejection, TokenVerifierPort, VerifiedIdentity } from './token-verifier.port.js';

/**
 * Verifies Firebase ID tokens with firebase-admin. With `FIREBASE_AUTH_EMULATOR_HOST` set,
 * firebase-admin accepts the emulator's unsigned tokens for the project, as it is meant to.
 */
export class FirebaseTokenVerifier implements TokenVerifierPort {
  private readonly app: App;
  private readonly auth: Auth;

  constructor(projectId: string) {
    // A named app per verifier, so several servers (tests, benchmarks) live in one process.
    this.app = initializeApp({ projectId }, `publi-${randomUUID()}`);
    this.auth = getAuth(this.app);
  }

  async verify(token: string): Promise<VerifiedIdentity | TokenRejection> {
    try {
      const decoded = await this.auth.verifyIdToken(token);
      return decoded.email === undefined ? { uid: decoded.uid } : { uid: decoded.uid, email: decoded.email };
    } catch (error) {
      return hasCode(error, 'auth/id-token-expired') ? 'expired' : 'invalid';
    }
  }

  close(): Promise<void> {
    return deleteApp(this.app);
  }
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
