import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInTestUser } from '@publi/auth-emulator';
import { paymentSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyFactsOf, type MoneyFacts } from '../db/money-facts.js';
import { openPostgres } from '../db/open-postgres.js';
import { contracts } from '../db/schema.js';
import { moneyFactsDifferences, dumpDatabase, restoreDatabase } from '../operations/restore-drill.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts.data.js';
import { ensureDemoAccounts } from '../seed/ensure-demo-accounts.js';
import { ensureReferenceData } from '../seed/ensure-reference-data.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { closedPort } from '../test-support/closed-port-agent.js';
import { startFaultsPostgres } from '../test-support/faults-postgres.js';
import { insertCreator } from '../test-support/insert-creator.js';
import type { OwnPostgresCluster } from '../test-support/own-postgres-cluster.js';
import { startServerProcess } from '../test-support/server-process.js';
import { createEmptyDatabase } from '../test-support/test-database.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The restore drill of docs/operations.md, on PostgreSQL 15: the demo's seeded world (made through
// the services: money held, delivered, available) plus a Pix charge still waiting for its payer,
// dumped with pg_dump, restored into an empty database, and a real server process started on it.
let cluster: OwnPostgresCluster;
let testApp: TestApp;
let folder: string;
let pendingPaymentId: number;
let brandToken: string;

beforeAll(async () => {
  const postgres = await startFaultsPostgres();
  cluster = postgres.cluster;
  testApp = await startTestApp({ database: postgres.database });
  folder = await mkdtemp(join(tmpdir(), 'publi-restore-drill-'));
  await ensureReferenceData(testApp.db);
  // The small catalogue the demo's seeds take their other creators from (`seed-<n>` accounts, as the seed names them).
  for (const [index, name] of ['Carla Drill', 'Duda Drill', 'Edu Drill', 'Fabi Drill', 'Gil Drill', 'Hugo Drill'].entries()) await insertCreator(testApp.db, { externalId: `seed-${String(index)}`, name });
  const firebase = initializeApp({ projectId: 'demo-publi' }, `restore-drill-${randomUUID()}`);
  try {
    await ensureDemoAccounts(testApp.db, getAuth(firebase), new LocalBlobStore(testApp.uploadsDir));
  } finally {
    await deleteApp(firebase);
  }
  // Money in flight: the demo brand charges its accepted contract by Pix, and nobody pays yet.
  const brand = DEMO_ACCOUNTS.find((account) => account.kind === 'brand');
  const signedIn = await signInTestUser(process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '', { email: brand?.email ?? '', password: DEMO_PASSWORD });
  brandToken = signedIn.idToken;
  const [accepted] = await testApp.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.status, 'accepted'));
  const charged = await testApp.call({ method: 'POST', path: '/payment', as: { uid: signedIn.uid, idToken: brandToken }, body: { contract_ids: [accepted?.id], method: 'pix' } });
  pendingPaymentId = dataOf(charged, paymentSchema).id;
});

afterAll(async () => {
  await testApp.close();
  await cluster.destroy();
  await rm(folder, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('restores a dump with money in flight into an empty database, a server starts on it, and the ledger and states are the original\'s', async () => {
    const original: MoneyFacts = await moneyFactsOf(testApp.db);
    // The world the drill must carry over: money held for a creator and a charge still waiting.
    expect(original.ledger.some((row) => row.account === 'creator_held' && BigInt(row.centavos) > 0n)).toBe(true);
    expect(original.payments.find((payment) => payment.id === pendingPaymentId)?.status).toBe('pending');

    const dumpFile = join(folder, 'publi.dump');
    await dumpDatabase(cluster.url, dumpFile);
    const restoredUrl = await createEmptyDatabase(cluster.url, 'publi_restored');
    await restoreDatabase(dumpFile, restoredUrl);

    const port = await closedPort();
    const child = await startServerProcess(port, join(folder, 'data'), restoredUrl);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { resolve(code); }));
    const restored = openPostgres(restoredUrl, 1);
    try {
      const base = `http://127.0.0.1:${String(port)}/api`;
      expect((await fetch(`${base}/health/ready`)).status).toBe(200);
      // The restored server answers the brand about its waiting charge, as the original did.
      const answer = await fetch(`${base}/payment/${String(pendingPaymentId)}`, { headers: { authorization: `Bearer ${brandToken}` } });
      expect(answer.status).toBe(200);
      expect(paymentSchema.parse(((await answer.json()) as { data: unknown }).data)).toMatchObject({ id: pendingPaymentId, status: 'pending' });
      expect(moneyFactsDifferences(original, await moneyFactsOf(restored.db))).toEqual([]);
    } finally {
      child.kill('SIGTERM');
      await exited;
      await restored.close();
    }
  });
});
