import { contractSchema, createdProposalsSchema, projectDetailsSchema } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingEmails } from '../db/schema.js';
import { JOB_QUEUES } from '../db/job-queues.js';
import { EmailOutboxRepository } from '../email/email-outbox.repository.js';
import { JobQueue } from '../jobs/job-queue.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { aProposal, type ContractCast } from '../test-support/contract-cast.builder.js';
import { untilEmailsSent } from '../test-support/emails-sent.js';
import { payByCard } from '../test-support/money-cast.builder.js';
import { aProjectBody } from '../test-support/project-bodies.builder.js';
import { scrape } from '../test-support/scraped-metrics.js';
import type { TestApp } from '../test-support/test-app.js';
import type { TestSmtpServer } from '../test-support/test-smtp-server.js';
import { startSmtpMailWorld, type SmtpMailWorld } from '../test-support/smtp-mail-world.builder.js';

// "After the e-mail test, `emails sent` equals what the SMTP server received" (issue 40): the
// e-mails of a contract's life go through the job queue and the SMTP adapter to a real local SMTP
// server, and the app's series are read from its own /metrics, as Prometheus reads them.
let world: SmtpMailWorld;
let testApp: TestApp;
let smtp: TestSmtpServer;
let cast: ContractCast;

beforeAll(async () => {
  world = await startSmtpMailWorld();
  ({ testApp, smtp, cast } = world);
});

afterAll(() => world.close());

/** The series as they stand once the outbox is empty. */
async function emailSeries() {
  await untilEmailsSent(testApp, 20_000);
  const scraped = await scrape(testApp.app);
  return {
    sent: scraped.value('publi_emails_sent_total'),
    triesFailed: scraped.value('publi_email_tries_failed_total'),
    refused: scraped.value('publi_emails_failed_total', { reason: 'address_refused' }),
    givenUp: scraped.value('publi_emails_failed_total', { reason: 'retries_exhausted' }),
  };
}

/** The brand proposes to `creatorId` on a project of its own; answers the contract. */
async function propose(creatorId: number) {
  const deliveries = [{ creator_id: creatorId, stories: 2, feed: 0, tiktok: 0 }];
  const published = await testApp.call({ method: 'POST', path: '/project', as: world.confirmed.brand, body: aProjectBody(creatorId, { step1: { amount: '9000.00', creators: deliveries } }) });
  const created = await testApp.call({ method: 'POST', path: '/proposals/create', as: world.confirmed.brand, body: { project_id: dataOf(published, projectDetailsSchema).id, proposals: [aProposal(creatorId)] } });
  const [contract] = dataOf(created, createdProposalsSchema).contracts;
  if (contract === undefined) throw new Error('set-up: no contract');
  return contract;
}

describe('the e-mail series, through a real SMTP server', () => {
  it('count as sent exactly what the SMTP server received over a contract\'s life', async () => {
    const contract = await propose(cast.ana.creatorId);
    const path = `/project/contract/${String(contract.id)}`;
    dataOf(await testApp.call({ method: 'POST', path: `${path}/counter`, as: world.confirmed.ana, body: { amount_centavos: 180_000, deadline: '2099-03-01', message: 'Com um vídeo a mais.' } }), contractSchema);
    dataOf(await testApp.call({ method: 'POST', path: `${path}/acceptance`, as: world.confirmed.brand, body: {} }), contractSchema);
    await payByCard(testApp, world.confirmed.brand, [contract.id]);
    const series = await emailSeries();
    expect(smtp.received.length).toBeGreaterThanOrEqual(4);
    expect(series).toEqual({ sent: smtp.received.length, triesFailed: 0, refused: 0, givenUp: 0 });
  });

  it('count a try the server deferred as failed, and the e-mail once, when its retry arrives', async () => {
    world.deferOnce.add(world.confirmed.bia.email);
    await propose(cast.bia.creatorId);
    const series = await emailSeries();
    expect(series).toEqual({ sent: smtp.received.length, triesFailed: 1, refused: 0, givenUp: 0 });
  });

  it('count an e-mail whose address the server refused as failed, not sent', async () => {
    world.refused.add(world.confirmed.bia.email);
    const before = smtp.received.length;
    await propose(cast.bia.creatorId);
    const series = await emailSeries();
    expect(smtp.received.length).toBe(before);
    expect(series).toEqual({ sent: before, triesFailed: 1, refused: 1, givenUp: 0 });
    world.refused.delete(world.confirmed.bia.email);
  });

  it('count an e-mail given up once its last try failed', async () => {
    // Six real tries take half a minute even at a second's first wait: the test hands the e-mail
    // straight to the dead-letter queue, as the queue does after the last, and the app's worker gives it up.
    const [emailId = 0] = await new EmailOutboxRepository(testApp.db).insert([
      { userId: cast.bia.userId, toAddress: world.confirmed.bia.email, kind: 'security', subject: 'Teste', textBody: 'Teste', htmlBody: '<p>Teste</p>', unsubscribeUrl: null, createdAt: new Date() },
    ]);
    await JobQueue.writer(testApp.jobQueueSql).sendIn(testApp.db, JOB_QUEUES.emailFailed.name, [{ emailId }]);
    const series = await emailSeries();
    expect(series).toEqual({ sent: smtp.received.length, triesFailed: 1, refused: 1, givenUp: 1 });
    const [row] = await testApp.db.select({ status: outgoingEmails.status }).from(outgoingEmails).where(eq(outgoingEmails.id, emailId));
    expect(row?.status).toBe('failed');
  });
});
