import { join } from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenOnDedicatedConnection } from '../db/listen-postgres.js';
import { faultsPostgresPort } from '../test-support/faults-postgres.js';
import { startOwnPostgresCluster, type OwnPostgresCluster } from '../test-support/own-postgres-cluster.js';

// The listening connection of `listen-postgres.ts` on a cluster this file owns: its backend
// terminated while the database stays up (as a proxy or an operator may end an idle
// connection), and the whole cluster stopped while it tries to listen again.
const CHANNEL = 'publi_faults_channel';
let cluster: OwnPostgresCluster;

beforeAll(async () => {
  cluster = await startOwnPostgresCluster(join(tmpdir(), `publi-faults-listen-${String(faultsPostgresPort())}`), faultsPostgresPort());
});

// A test that failed half-way must not leave the next one without its database.
beforeEach(async () => {
  await cluster.start().catch(() => undefined);
});

afterAll(async () => {
  await cluster.destroy();
});

async function admin<Row extends pg.QueryResultRow>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Backends whose last statement was a LISTEN, as the server sees them. */
const listeners = async () => (await admin<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE query LIKE 'LISTEN%'`)).length;

/** What the listener heard: payloads (`null`: back after a loss) and how many losses. */
function recorder() {
  const heard = { payloads: [] as (string | null)[], losses: 0 };
  return { heard, onPayload: (payload: string | null) => heard.payloads.push(payload), onLost: () => (heard.losses += 1) };
}

describe('listenOnDedicatedConnection', () => {
  it('tells the loss of its connection at once, listens again, and says so with null', async () => {
    const { heard, onPayload, onLost } = recorder();
    const stop = await listenOnDedicatedConnection(cluster.url, CHANNEL, onPayload, onLost);
    await admin(`NOTIFY ${CHANNEL}, 'before'`);
    await expect.poll(() => heard.payloads).toEqual(['before']);

    await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'`);
    await expect.poll(() => heard.losses).toBe(1);
    // Connecting again waits a second; until then nothing says it is back.
    expect(heard.payloads).toEqual(['before']);
    await expect.poll(() => heard.payloads, { timeout: 10_000 }).toEqual(['before', null]);

    await admin(`NOTIFY ${CHANNEL}, 'after'`);
    await expect.poll(() => heard.payloads).toEqual(['before', null, 'after']);
    await stop();
    await expect.poll(listeners).toBe(0);
  });

  it('leaves no connection behind when stopped while the database is down, even once it is back', async () => {
    const { heard, onPayload, onLost } = recorder();
    const stop = await listenOnDedicatedConnection(cluster.url, CHANNEL, onPayload, onLost);
    await cluster.stop();
    await expect.poll(() => heard.losses).toBe(1);
    // Let it fail to connect again at least once before stopping it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await stop();

    await cluster.start();
    // Longer than the pause between attempts: a retry left scheduled would have listened by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await listeners()).toBe(0);
    expect(heard.payloads).toEqual([]);
  });
});
