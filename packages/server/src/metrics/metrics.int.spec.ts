import { paymentSchema } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_QUEUES } from '../db/job-queues.js';
import { JobQueue } from '../jobs/job-queue.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, propose, type ContractCast } from '../test-support/contract-cast.builder.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import { acceptedContract, payByCard } from '../test-support/money-cast.builder.js';
import { scrape } from '../test-support/scraped-metrics.js';
import { listenOn } from '../test-support/second-app.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// The operator's series (`/metrics`, open in demo mode) move with the work: requests by route
// pattern and status, the event streams open, payments by state, the queues' jobs, the pools.

let testApp: TestApp;
let cast: ContractCast;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await listenOn(testApp);
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const REQUESTS = 'publi_http_requests_total';

describe('the requests series', () => {
  it('counts answers by route pattern, method and status, every unmatched address under one label', async () => {
    const before = await scrape(testApp.app);
    const health = { route: '/api/health', method: 'GET', status: '200' };
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    expect((await testApp.call({ method: 'GET', path: '/health' })).statusCode).toBe(200);
    expect((await testApp.call({ method: 'GET', path: '/project/contract/987654', as: cast.brand.identity })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/nada/987655' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/outra/987656' })).statusCode).toBe(404);
    const after = await scrape(testApp.app);
    expect(after.value(REQUESTS, health)).toBe((before.value(REQUESTS, health) ?? 0) + 1);
    expect(after.value(REQUESTS, { route: '/api/project/contract/:id', method: 'GET', status: '404' })).toBe(1);
    expect(after.value(REQUESTS, unmatched)).toBe((before.value(REQUESTS, unmatched) ?? 0) + 2);
    expect(after.value('publi_http_request_duration_seconds_count', unmatched)).toBe(after.value(REQUESTS, unmatched));
  });

  it('carries no id, path, token nor uid in any label', async () => {
    const { identity } = cast.brand;
    await testApp.call({ method: 'GET', path: `/account/user?external_id=${identity.uid}`, as: identity });
    await testApp.app.inject({ method: 'GET', url: '/api/email/unsubscribe?token=um-token-secreto-123', headers: { authorization: `Bearer ${identity.idToken}` } });
    const { samples } = await scrape(testApp.app);
    const labelValues = samples.flatMap((sample) => Object.values(sample.labels));
    for (const secret of ['987654', '987655', '987656', 'nada', 'um-token-secreto-123', identity.idToken, identity.uid]) {
      expect(labelValues.filter((value) => value.includes(secret)), secret).toEqual([]);
    }
    const routes = new Set(samples.filter((sample) => sample.name === REQUESTS).map((sample) => sample.labels['route'] ?? ''));
    expect(routes).toContain('/api/account/user');
    expect([...routes].filter((route) => route !== 'unmatched' && !route.startsWith('/'))).toEqual([]);
  });
});

describe('the event streams series', () => {
  it('goes up while a live chat is open and down once its client leaves', async () => {
    const [contract] = await propose(testApp, cast, [cast.ana.creatorId]);
    expect((await scrape(testApp.app)).value('publi_event_streams_open')).toBe(0);
    const stream = await openEventStream(`${baseUrl}/project/contract/chat/${String(contract?.chat_id)}/stream?after=0`, cast.brand.identity.idToken);
    expect(stream.status).toBe(200);
    expect((await scrape(testApp.app)).value('publi_event_streams_open')).toBe(1);
    stream.close();
    await expect.poll(async () => (await scrape(testApp.app)).value('publi_event_streams_open')).toBe(0);
    const after = await scrape(testApp.app);
    expect(after.value('publi_event_streams_opened_total')).toBe(1);
    // Counted by the stream series, not as an answer (Fastify hears no end of a stream its client left).
    expect(after.value(REQUESTS, { route: '/api/project/contract/chat/:chat_id/stream' })).toBeUndefined();
  });
});

describe('the series read from the database at the scrape', () => {
  it('count a payment by its state: paid once the card settles, pending while a Pix waits', async () => {
    const payments = (status: string, method: string) => scrape(testApp.app).then((scraped) => scraped.value('publi_payments', { status, method }));
    expect([await payments('paid', 'card'), await payments('pending', 'pix')]).toEqual([0, 0]);
    const byCard = await acceptedContract(testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
    await payByCard(testApp, cast.brand.identity, [byCard.id]);
    expect(await payments('paid', 'card')).toBe(1);
    const byPix = await acceptedContract(testApp, cast.brand.identity, { identity: cast.bia.identity, creatorId: cast.bia.creatorId });
    const pix = await testApp.call({ method: 'POST', path: '/payment', as: cast.brand.identity, body: { contract_ids: [byPix.id], method: 'pix' } });
    expect(dataOf(pix, paymentSchema).status).toBe('pending');
    expect([await payments('paid', 'card'), await payments('pending', 'pix')]).toEqual([1, 1]);
  });

  it("count each queue's jobs waiting for a worker", async () => {
    const waiting = { queue: JOB_QUEUES.expireOffers.name, state: 'waiting' };
    expect((await scrape(testApp.app)).value('publi_job_queue_jobs', waiting)).toBe(0);
    // The test app works no sweep (they run by hand here): the job waits.
    await JobQueue.writer(testApp.jobQueueSql).sendIn(testApp.db, JOB_QUEUES.expireOffers.name, [{}]);
    const scraped = await scrape(testApp.app);
    expect(scraped.value('publi_job_queue_jobs', waiting)).toBe(1);
    expect(scraped.value('publi_job_queue_jobs', { queue: JOB_QUEUES.sendEmail.name, state: 'failed' })).toBe(0);
    expect(scraped.value('publi_metrics_source_up', { source: 'job_queue' })).toBe(1);
  });

  it('show the connection pools on PostgreSQL, and none on PGlite, one connection inside the process', async () => {
    const { samples, value } = await scrape(testApp.app);
    if (testApp.databaseUrl === undefined) {
      expect(samples.filter((sample) => sample.name.startsWith('publi_database_pool'))).toEqual([]);
      return;
    }
    expect(value('publi_database_pool_max_connections', { pool: 'jobs' })).toBe(2);
    expect(value('publi_database_pool_connections', { pool: 'requests' })).toBeGreaterThan(0);
    expect(value('publi_database_pool_waiting_queries', { pool: 'requests' })).toBe(0);
  });
});
