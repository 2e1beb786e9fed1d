import type { Queryable } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { PrivateFileStorePort } from '../ports/private-file-store.port.js';
import { removeInBatches } from '../uploads/remove-in-batches.js';
import { UNUSED_FILE_GRACE_MS } from '../uploads/uploads-cleanup.service.js';
import { DeliveriesRepository } from './deliveries.repository.js';

/** What the clean-up needs: the database, the private files and the clock. */
export interface DeliveriesCleanupDeps {
  readonly db: Queryable;
  readonly files: PrivateFileStorePort;
  readonly clock: ClockPort;
}

/** Removes delivery files nobody delivered (the storage sweep, `app/start-jobs.ts`). */
export class DeliveriesCleanupService {
  constructor(private readonly deps: DeliveriesCleanupDeps) {}

  /**
   * Removes every file sent to a contract longer ago than the grace period that no delivery
   * holds: the creator's form of a delivery never sent (the web keeps a draft only while its page
   * is open). A delivered file, approved or not, is the contract's record and is never removed.
   * Rows go first, files after, as for public uploads.
   *
   * @returns how many files were removed.
   */
  async removeAbandoned(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - UNUSED_FILE_GRACE_MS);
    const repository = new DeliveriesRepository(this.deps.db);
    return removeInBatches((limit) => repository.deleteAbandonedFiles(before, limit), (key) => this.deps.files.remove(key));
  }
}
