import type { Queryable } from '../db/database.js';

/** How e-mails reach the queue: their send jobs written in the transaction that wrote them, and a nudge after it commits. */
export interface EmailJobsPort {
  /** Writes an `email.send` job for each outbox row, with `db` (the caller's transaction). */
  sendIn(db: Queryable, emailIds: readonly number[]): Promise<void>;
  /** Tells this replica's sender that e-mails were committed. */
  wake(): void;
}
