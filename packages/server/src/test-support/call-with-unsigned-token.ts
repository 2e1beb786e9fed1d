// Run by `src/auth/unsigned-token.int.spec.ts` as a process of its own, so the environment it
// is given (with or without FIREBASE_AUTH_EMULATOR_HOST) is the only one firebase-admin sees.
// It builds the API with the real token verifier on a fresh PGlite holding the account of
// PUBLI_TEST_UID, asks for that account with a hand-made unsigned token (`alg: none`, no
// signature, claims otherwise valid) and prints the status and error code as JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app/build-app.js';
import { FirebaseTokenVerifier } from '../auth/firebase-token-verifier.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { LocalPrivateFileStore } from '../storage/local-private-file-store.js';
import { DemoMailCatcher } from '../email/demo-mail-catcher.js';
import { insertAccount } from './account-row.builder.js';
import { openTestDatabase } from './test-database.js';
import { anUnsignedToken } from './unsigned-token.builder.js';
import { sandboxPayments } from '../payments/payments-setup.js';
import { identityDepsOf } from '../app/identity-deps.js';

const PROJECT_ID = 'demo-publi';
const uid = process.env['PUBLI_TEST_UID'] ?? 'victim-uid';

const database = await openTestDatabase();
const uploadsDir = await mkdtemp(join(tmpdir(), 'publi-unsigned-'));
const tokenVerifier = new FirebaseTokenVerifier(PROJECT_ID);
try {
  await insertAccount(database.db, { uid, email: 'vitima@publi.test' });
  const app = await buildApp({ db: database.db, ...identityDepsOf(tokenVerifier), blobStore: new LocalBlobStore(uploadsDir), clock: { now: () => new Date() }, events: database, mailer: new DemoMailCatcher(database.db, { now: () => new Date() }), jobQueueSql: database.jobQueueSql, expirySweepMs: 0, storageSweepMs: 0, reconciliationMs: 0, payments: sandboxPayments({ now: () => new Date() }), privateFiles: new LocalPrivateFileStore(join(uploadsDir, 'private')) });
  const response = await app.inject({
    method: 'GET',
    url: `/api/account/user?external_id=${encodeURIComponent(uid)}`,
    headers: { authorization: `Bearer ${anUnsignedToken(uid, { projectId: PROJECT_ID })}` },
  });
  const body = response.json<{ error?: { code?: string } }>();
  process.stdout.write(JSON.stringify({ status: response.statusCode, code: body.error?.code ?? null }));
  await app.close();
} finally {
  await tokenVerifier.close();
  await database.close();
  await rm(uploadsDir, { recursive: true, force: true });
}
