import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castForContracts, startTestApp, type ContractCast, type TestApp } from '../testing.js';
import type { OutsideContractRoute } from '../test-support/outside-contract-routes.js';
import { answersOf, expectedOf, statusesOf, type OutsideRow } from '../test-support/outside-contract-rows.js';
import { listenOn } from '../test-support/second-app.js';

// The authorization table, continued for the operator's series (`GET /metrics`, at the server's
// root). Columns, the callers (outside-contract-rows.ts): anonymous, the contract's brand, its
// creator Ana, Ana's linked agent, another brand, another creator, an unlinked agent, each with
// its real ID token. The series hold no person's data, but they tell how the business goes
// (payments by state), so production serves them only behind METRICS_TOKEN or on METRICS_PORT.

const METRICS_TOKEN = 'o-token-do-prometheus-com-32-caracteres-ou-mais';

let demo: TestApp;
let bare: TestApp;
let guarded: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  demo = await startTestApp();
  bare = await startTestApp({ mode: 'production' });
  guarded = await startTestApp({ mode: 'production', metricsExposure: { where: 'app', token: METRICS_TOKEN } });
  cast = await castForContracts(demo);
});

afterAll(async () => {
  await Promise.all([demo.close(), bare.close(), guarded.close()]);
});

const scrapeRequest = () => ({ method: 'GET', url: '/metrics' }) as const;

async function expectRow(app: FastifyInstance, row: OutsideRow): Promise<void> {
  expect(statusesOf(await answersOf(app, cast, row.request()))).toEqual(expectedOf(row));
}

describe('GET /metrics' satisfies OutsideContractRoute, () => {
  //                                                                                            anon brand creator linked oBrand oCreator unlinked
  // The demo runs on this machine (loopback) with a published password: its series are open.
  it('in demo mode: open to everyone', () => expectRow(demo.app, { ask: 'demo', request: scrapeRequest, expected: [200, 200, 200, 200, 200, 200, 200] }));
  // Production with neither METRICS_TOKEN nor METRICS_PORT serves no series at all: the route is not there.
  it('in production without a token or a port: not there', () => expectRow(bare.app, { ask: 'bare', request: scrapeRequest, expected: [404, 404, 404, 404, 404, 404, 404] }));
  // A person's ID token is not the operator's: a session opens no series.
  it("in production with METRICS_TOKEN: refused to every person's token", () => expectRow(guarded.app, { ask: 'guarded', request: scrapeRequest, expected: [401, 401, 401, 401, 401, 401, 401] }));

  it('in production with METRICS_TOKEN: answers the series to the token, as Prometheus sends it', async () => {
    const answer = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect([answer.statusCode, answer.headers['content-type'], answer.headers['cache-control']]).toEqual([200, 'text/plain; version=0.0.4; charset=utf-8', 'no-store']);
    expect(answer.body).toContain('# TYPE publi_http_requests_total counter');
    const wrong = await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN.slice(0, -1)}` } });
    expect([wrong.statusCode, wrong.headers['www-authenticate'], wrong.body.includes('publi_')]).toEqual([401, 'Bearer', false]);
  });
});

describe('METRICS_PORT', () => {
  it('serves the series on a port of its own, behind the token, and nothing of them on the API\'s', async () => {
    const port = await aFreePort();
    const onPort = await startTestApp({ mode: 'production', metricsExposure: { where: 'port', port, host: '127.0.0.1', token: METRICS_TOKEN } });
    try {
      const api = await listenOn(onPort);
      const metricsUrl = `http://127.0.0.1:${String(port)}/metrics`;
      expect((await fetch(`${api.replace(/\/api$/, '')}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
      expect((await fetch(metricsUrl)).status).toBe(401);
      const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect([scraped.status, (await scraped.text()).includes('# TYPE publi_emails_sent_total counter')]).toEqual([200, true]);
      expect((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).status).toBe(404);
    } finally {
      await onPort.close();
    }
    // Closed with the app: nothing answers there any more.
    await expect(fetch(`http://127.0.0.1:${String(port)}/metrics`)).rejects.toThrow();
  });
});

/** A port nothing listens on now (the system's pick, freed at once). */
async function aFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => {
    resolve();
  }));
  return port;
}
