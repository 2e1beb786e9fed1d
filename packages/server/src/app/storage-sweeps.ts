import type { FastifyInstance } from 'fastify';
import { DeliveriesCleanupService } from '../deliveries/deliveries-cleanup.service.js';
import { PrivateFileStore } from '../storage/private-file-store.js';
import { STORAGE_SWEEP_MS, UploadsCleanupService } from '../uploads/uploads-cleanup.service.js';
import type { AppDeps } from './app-deps.js';
import { runPeriodically } from './periodic-task.js';

/**
 * The daily clean-up of stored files nobody uses: public uploads no profile, project or reference
 * points at, and delivery files no delivery holds, each once past its grace period. A timer until
 * the operations issue brings a job queue, where it becomes a daily job. It also runs once soon
 * after start, so a server restarted more often than daily still sweeps. Every replica runs it;
 * each row is deleted once (rows another replica holds are skipped) and removing a file twice is no error.
 */
export function startStorageSweeps(api: FastifyInstance, deps: AppDeps): void {
  const everyMs = deps.storageSweepMs ?? STORAGE_SWEEP_MS;
  if (everyMs <= 0) return;
  const uploads = new UploadsCleanupService(deps);
  const deliveries = new DeliveriesCleanupService({ ...deps, files: new PrivateFileStore(deps.privateFilesDir) });
  const sweep = async () => {
    const removed = { uploads: await uploads.removeOrphans(), deliveryFiles: await deliveries.removeAbandoned() };
    if (removed.uploads + removed.deliveryFiles > 0) api.log.info(removed, 'removed unused stored files');
  };
  runPeriodically(api, everyMs, 'remove the unused stored files', sweep, { firstAfterMs: Math.min(everyMs, FIRST_SWEEP_AFTER_MS) });
}

// Long enough after start that the first requests never share the machine with it.
const FIRST_SWEEP_AFTER_MS = 5 * 60 * 1000;
