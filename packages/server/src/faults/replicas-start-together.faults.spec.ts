import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/open-postgres.js';
import { startFaultsPostgres } from '../test-support/faults-postgres.js';
import type { OwnPostgresCluster } from '../test-support/own-postgres-cluster.js';
import { createEmptyDatabase } from '../test-support/test-database.js';

// Replicas of a new release start together on a database the release has not migrated yet
// (docs/operations.md): each migrates at its start, and they must not race.
let cluster: OwnPostgresCluster;
let emptyUrl: string;

beforeAll(async () => {
  const postgres = await startFaultsPostgres();
  await postgres.database.close();
  cluster = postgres.cluster;
  emptyUrl = await createEmptyDatabase(cluster.url, 'publi_new_release');
});

afterAll(async () => {
  await cluster.destroy();
});

describe('replicas started together on an unmigrated database', () => {
  it('all start: they migrate one after another, and each migration is applied once', async () => {
    const replicas = [openPostgres(emptyUrl, 2), openPostgres(emptyUrl, 2), openPostgres(emptyUrl, 2)];
    try {
      const started = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
      expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started'))).toEqual(['started', 'started', 'started']);
      const client = new pg.Client({ connectionString: emptyUrl });
      await client.connect();
      const { rows } = await client.query<{ applied: number; distinct: number }>('SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations');
      await client.end();
      expect(rows[0]?.applied).toBeGreaterThan(0);
      expect(rows[0]?.applied).toBe(rows[0]?.distinct);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });
});
