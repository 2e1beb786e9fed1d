import type { PasswordSignInPort } from '../auth/password-sign-in.port.js';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { WebAppOptions } from '../web-app/open-web-app.js';

/** Everything the API needs from outside, handed in so tests and production wire their own. */
export interface AppDeps {
  readonly db: Database;
  readonly tokenVerifier: TokenVerifierPort;
  /** Whether an account has a password sign-in (`GET /account/user`'s `has_password`). */
  readonly passwordSignIn: PasswordSignInPort;
  readonly blobStore: BlobStorePort;
  readonly clock: ClockPort;
  /** Folder whose files are served under `/api/uploads/` (the local blob store's root). */
  readonly uploadsDir?: string;
  /** Fastify's logger: false in tests, a pino options object in production. */
  readonly logger?: boolean | Record<string, unknown>;
  /** The built web app, served at `/` beside the API; without it only the API answers. */
  readonly webApp?: WebAppOptions;
}
