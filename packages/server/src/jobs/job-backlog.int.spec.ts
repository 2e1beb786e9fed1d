import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingEmails } from '../db/schema.js';
import { confirmEmail } from '../test-support/confirm-email.js';
import { castForContracts, propose, type ContractCast } from '../test-support/contract-cast.builder.js';
import { untilEmailsSent } from '../test-support/emails-sent.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// A worker that looks for jobs only once a minute: what it sends within the test was found by
// the wake of the request that wrote it, and by looking again at once after each job.
let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp({ jobQueueTiming: { pollingSeconds: 60, maintenanceSeconds: 60 } });
  cast = await castForContracts(testApp);
  await confirmEmail(testApp, cast.ana.identity);
  await confirmEmail(testApp, cast.bia.identity);
});

afterAll(async () => {
  await testApp.close();
});

describe('a backlog of jobs', () => {
  it('is worked through one job after another, not one per polling interval', async () => {
    // One request writes an e-mail to each creator: two jobs, one wake.
    await propose(testApp, cast, [cast.ana.creatorId, cast.bia.creatorId]);
    await untilEmailsSent(testApp, 15_000);
    const sent = await testApp.db.select({ to: outgoingEmails.toAddress }).from(outgoingEmails).where(eq(outgoingEmails.status, 'sent'));
    expect(sent.map((email) => email.to).sort()).toEqual([cast.ana.identity.email, cast.bia.identity.email].sort());
  });
});
