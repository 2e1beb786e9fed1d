import type { PasswordSignInPort } from '../auth/password-sign-in.port.js';
import type { TokenVerifierPort } from '../auth/token-verifier.port.js';
import type { PubliMode } from '../config/server-config.js';
import type { Database, DatabaseEvents } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { MailerPort } from '../ports/mailer.port.js';
import type { WebAppOptions } from '../web-app/open-web-app.js';

/** Everything the API needs from outside, handed in so tests and production wire their own. */
export interface AppDeps {
  readonly db: Database;
  readonly tokenVerifier: TokenVerifierPort;
  /** Whether an account has a password sign-in (`GET /account/user`'s `has_password`). */
  readonly passwordSignIn: PasswordSignInPort;
  readonly blobStore: BlobStorePort;
  readonly clock: ClockPort;
  /** The database's notifications: live chat between replicas (`LISTEN/NOTIFY`). */
  readonly events: DatabaseEvents;
  /** Where e-mails go: the embedded outbox, or a real provider. */
  readonly mailer: MailerPort;
  /** `demo` (the default) shows the outbox's e-mails to their recipients; `production` never does. */
  readonly mode?: PubliMode;
  /** How often offers past their week are expired, in milliseconds; 0 turns the timer off (tests run it by hand). */
  readonly expirySweepMs?: number;
  /** Folder whose files are served under `/api/uploads/` (the local blob store's root). */
  readonly uploadsDir?: string;
  /** Fastify's logger: false in tests, a pino options object in production. */
  readonly logger?: boolean | Record<string, unknown>;
  /** The built web app, served at `/` beside the API; without it only the API answers. */
  readonly webApp?: WebAppOptions;
}
