import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../db/schema.js';
import { SmtpMailer } from '../email/smtp-mailer.js';
import { ensureReferenceData } from '../seed/ensure-reference-data.js';
import { closedPort } from '../test-support/closed-port-agent.js';
import { confirmEmail } from '../test-support/confirm-email.js';
import { aProposal, castForContracts, type ContractCast } from '../test-support/contract-cast.builder.js';
import { startFaultsPostgres } from '../test-support/faults-postgres.js';
import type { OwnPostgresCluster } from '../test-support/own-postgres-cluster.js';
import { startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startServerProcess } from '../test-support/server-process.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/test-smtp-server.js';

// A replica (main.ts in its own process) takes an e-mail's job and dies mid-send, killed while
// the SMTP server holds the message unanswered. Another replica, started afterwards, finds the
// job past its time, runs it again, and the message arrives once.
let cluster: OwnPostgresCluster;
let testApp: TestApp;
let smtp: TestSmtpServer;
let cast: ContractCast;
let dataDir: string;
let child: ChildProcess | undefined;
let rescuer: SecondApp | undefined;
/** Messages to Ana so far: the first one's data is held, never answered; every later one is accepted. */
let toAna = 0;
let anaAddress = '';

beforeAll(async () => {
  // (The server process also mails its seeded demo accounts: those go through.)
  smtp = await startTestSmtpServer({ onData: (recipients) => (recipients.includes(anaAddress) && ++toAna === 1 ? 'hold' : 'accept') });
  const postgres = await startFaultsPostgres();
  cluster = postgres.cluster;
  // With reference data in, the server process does not seed a demo catalogue at start.
  await ensureReferenceData(postgres.database.db);
  // This replica only sets the stage: its workers look for jobs once a minute, too late to take the e-mail.
  testApp = await startTestApp({ database: postgres.database, jobQueueTiming: { pollingSeconds: 60, maintenanceSeconds: 60 } });
  cast = await castForContracts(testApp);
  dataDir = await mkdtemp(join(tmpdir(), 'publi-job-kill-'));
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await rescuer?.close();
  await testApp.close();
  await cluster.destroy();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a job whose replica is killed', () => {
  it('runs again on another replica once its time is up, and the e-mail arrives once', async () => {
    const ana = await confirmEmail(testApp, cast.ana.identity);
    anaAddress = ana.email;
    const port = await closedPort();
    // A send may take 2 s, so its job counts as lost after 4 s; the first retry waits 1 s.
    child = await startServerProcess(port, dataDir, cluster.url, { SMTP_URL: smtp.url, EMAIL_SEND_TIMEOUT_SECONDS: '2', EMAIL_RETRY_SECONDS: '1', JOB_POLLING_SECONDS: '1', JOB_MAINTENANCE_SECONDS: '1' });
    const exited = new Promise<void>((resolve) => child?.on('exit', () => { resolve(); }));

    const proposed = await fetch(`http://127.0.0.1:${String(port)}/api/proposals/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cast.brand.identity.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ project_id: cast.projectId, proposals: [aProposal(cast.ana.creatorId)] }),
    });
    expect(proposed.status).toBe(201);
    await smtp.held;
    child.kill('SIGKILL');
    await exited;
    const [inFlight] = await testApp.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, ana.email));
    expect(inFlight, JSON.stringify(inFlight)).toMatchObject({ status: 'pending', attempts: 1 });

    // Its upkeep looks for lost jobs every second.
    rescuer = await startSecondApp(testApp, undefined, { mailer: new SmtpMailer(smtp.url, 'Publi <nao-responda@publi.com.br>'), jobQueueTiming: { pollingSeconds: 0.5, maintenanceSeconds: 1 } });
    const toAnaReceived = () => smtp.received.filter((mail) => mail.to === ana.email);
    await expect.poll(() => toAnaReceived().length, { timeout: 30_000, interval: 200 }).toBe(1);
    expect(toAnaReceived()[0]?.parsed.subject).toBe('Nova proposta · Publi');
    await expect.poll(async () => (await testApp.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, ana.email)))[0]?.status, { timeout: 10_000 }).toBe('sent');
    // Nothing more arrives: the job ran to its end once.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(toAnaReceived()).toHaveLength(1);
    expect(toAna).toBe(2);
  });
});
