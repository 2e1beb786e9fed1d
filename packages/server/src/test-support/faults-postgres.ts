import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../db/open-postgres.js';
import type { DatabaseHandle } from '../db/database.js';
import { startOwnPostgresCluster, type OwnPostgresCluster } from './own-postgres-cluster.js';

/** The fault tests' own cluster: `PG_FAULTS_PORT`, never the port `scripts/test-postgres.sh` gives the other tests (54329). */
export function faultsPostgresPort(): number {
  return Number(process.env['PG_FAULTS_PORT'] ?? 54330);
}

/** The cluster, started fresh, and a migrated pool on it for the app under test. */
export async function startFaultsPostgres(): Promise<{ cluster: OwnPostgresCluster; database: DatabaseHandle & { url: string } }> {
  const port = faultsPostgresPort();
  const cluster = await startOwnPostgresCluster(join(tmpdir(), `publi-faults-postgres-${String(port)}`), port);
  const handle = openPostgres(cluster.url, 4);
  await handle.migrate();
  return { cluster, database: { ...handle, url: cluster.url } };
}
