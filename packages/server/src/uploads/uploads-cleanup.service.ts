import { DAY_MS } from '@publi/domain';
import type { Queryable } from '../db/database.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import { removeInBatches } from './remove-in-batches.js';
import { UploadsRepository } from './uploads.repository.js';

/**
 * How long a stored file may wait for a profile, a project or a delivery to take it: long enough
 * for a form filled in over an afternoon, short enough that what was abandoned leaves within a
 * day of the next clean-up.
 */
export const UNUSED_FILE_GRACE_MS = DAY_MS;

/** How often the clean-up runs unless the app is told otherwise (`storageSweepMs`, `STORAGE_SWEEP_HOURS`): daily. */
export const STORAGE_SWEEP_MS = DAY_MS;

/** What the clean-up needs: the database, the public files and the clock. */
export interface UploadsCleanupDeps {
  readonly db: Queryable;
  readonly blobStore: BlobStorePort;
  readonly clock: ClockPort;
}

/** Removes public uploads nobody uses (the storage sweep, `app/start-jobs.ts`). */
export class UploadsCleanupService {
  constructor(private readonly deps: UploadsCleanupDeps) {}

  /**
   * Removes every upload older than the grace period that no account, creator card, project or
   * brand points at: its row first (its owner's quota frees at once, and a row never names a
   * missing file), then the file with its resized copies. A crash between the two leaves a file
   * no row names, served to whoever kept its address, never a row without its file.
   *
   * @returns how many uploads were removed.
   */
  async removeOrphans(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - UNUSED_FILE_GRACE_MS);
    const repository = new UploadsRepository(this.deps.db);
    return removeInBatches((limit) => repository.deleteOrphans(before, limit), (key) => this.deps.blobStore.remove(key));
  }
}
