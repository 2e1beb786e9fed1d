import type { ReadinessCheck } from '@publi/contract';
import { ping } from '../db/ping.js';
import { probeJobQueue } from '../db/job-queue-probe.js';
import type { AppDeps } from './app-deps.js';

/** The longest one check may take: a dependency that hangs fails the check rather than the probe's own timeout. */
export const READINESS_CHECK_TIMEOUT_MS = 3_000;

/** Each check's sentence when it fails, for the operator reading the 503's `fields`. */
const FAILED: Readonly<Record<ReadinessCheck, string>> = {
  database: 'O banco de dados não respondeu.',
  identity: 'O serviço de identidade (Firebase Auth) não respondeu.',
  storage: 'O armazenamento de arquivos não respondeu.',
  queue: 'A fila de tarefas não respondeu.',
};

/**
 * Asks every dependency at once, each bounded by {@link READINESS_CHECK_TIMEOUT_MS}: the
 * database (the requests' pool), the identity provider, the file stores and the job queue (its
 * own connections). Answers the pt-BR sentence of each check that failed; empty when all answered.
 */
export async function failedReadinessChecks(deps: Pick<AppDeps, 'db' | 'identityProbe' | 'blobStore' | 'privateFiles' | 'jobQueueSql'>): Promise<Partial<Record<ReadinessCheck, string>>> {
  const checks: Readonly<Record<ReadinessCheck, () => Promise<void>>> = {
    database: () => ping(deps.db),
    identity: () => deps.identityProbe(),
    // Public uploads and delivered work may live in two buckets: both must answer.
    storage: async () => {
      await Promise.all([deps.blobStore.probe(), deps.privateFiles.probe()]);
    },
    queue: () => probeJobQueue(deps.jobQueueSql),
  };
  const entries = Object.entries(checks) as [ReadinessCheck, () => Promise<void>][];
  const answered = await Promise.all(entries.map(async ([name, check]) => [name, await withinTimeout(check)] as const));
  return Object.fromEntries(answered.filter(([, ok]) => !ok).map(([name]) => [name, FAILED[name]]));
}

/** Whether `check` resolved within the bound. */
async function withinTimeout(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => { resolve(false); }, READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
