import { API_ERRORS, chatMessageSchema, chatPageSchema, paymentSchema, type ChatMessageWire } from '@publi/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL } from '../cache/cache-topics.js';
import { CONNECT_TIMEOUT_MS } from '../db/open-postgres.js';
import { queryRows } from '../db/query-rows.js';
import { creators, ledgerEntries, payments, paymentItems } from '../db/schema.js';
import { signWebhook } from '../payments/webhook-signature.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, propose, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import { acceptedContract } from '../test-support/money-cast.builder.js';
import type { OwnPostgresCluster } from '../test-support/own-postgres-cluster.js';
import { listenOn, startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test-support/test-app.js';
import { startFaultsPostgres } from '../test-support/faults-postgres.js';

// Two replicas (A: the test app, B: a second app with its own pool and listening connection) on
// a PostgreSQL cluster this file owns, stopped cleanly (`pg_ctl stop -m fast`) and started again
// while both keep running. Callers go through real ports with fetch, as a browser would.
let cluster: OwnPostgresCluster;
let testApp: TestApp;
let second: SecondApp;
let baseA: string;
let cast: ContractCast;
let chatId: number;
let contractId: number;
let payableId: number;

/** A request answered later than this is a hang: the connect timeout, and room for a loaded machine. */
const HANG_BOUND_MS = CONNECT_TIMEOUT_MS * 3;
const UNAVAILABLE = { error: { code: 'SERVICE_UNAVAILABLE', message: API_ERRORS.SERVICE_UNAVAILABLE.message } };

beforeAll(async () => {
  const postgres = await startFaultsPostgres();
  cluster = postgres.cluster;
  testApp = await startTestApp({ database: postgres.database });
  baseA = await listenOn(testApp);
  second = await startSecondApp(testApp);
  cast = await castForContracts(testApp);
  const [contract] = await propose(testApp, cast, [cast.ana.creatorId]);
  chatId = contract?.chat_id ?? 0;
  contractId = contract?.id ?? 0;
  payableId = (await acceptedContract(testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId })).id;
});

// A test that failed half-way must not leave the next one without its database.
beforeEach(async () => {
  await cluster.start().catch(() => undefined);
});

afterAll(async () => {
  // Back up whatever a failed test left, so the apps close their pools cleanly.
  await cluster.start().catch(() => undefined);
  await second.close();
  await testApp.close();
  await cluster.destroy();
});

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown, base = baseA): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(HANG_BOUND_MS),
  });
  return { status: response.status, body: await response.json() };
}

const postChat = (clientMessageId: string, message = 'Mensagem enviada durante a queda') =>
  call('POST', `/project/contract/chat/${String(chatId)}`, cast.brand.identity.idToken, { chat_id: chatId, contract_id: contractId, message, client_message_id: clientMessageId });
const payByPix = () => call('POST', '/payment', cast.brand.identity.idToken, { contract_ids: [payableId], method: 'pix' });
const ownUser = (member: CastMember) => `/account/user?external_id=${member.identity.uid}`;
const alive = () => call('GET', '/health');
const ready = () => call('GET', '/health/ready');

async function untilReady(): Promise<void> {
  await expect.poll(async () => (await ready().catch(() => ({ status: 0 }))).status, { timeout: 30_000, interval: 200 }).toBe(200);
}

describe('PostgreSQL stopped and started while the server runs', () => {
  it('is alive but not ready while it is down, answers every call 503 with the pt-BR body, never a 500 or a hang, then is ready and serves again without a restart', async () => {
    expect((await ready()).status).toBe(200);
    // Calls in flight as the database goes: each gets an answer, the old one or the 503.
    const burst = Array.from({ length: 12 }, (_, index) => call('GET', index % 2 === 0 ? ownUser(cast.ana) : '/notifications/summary', cast.ana.identity.idToken));
    await cluster.stop();
    for (const answer of await Promise.all(burst)) expect([200, 503], JSON.stringify(answer)).toContain(answer.status);

    // Not ready, naming the database alone; alive all along, so no orchestrator restarts it for this.
    expect(await ready()).toEqual({ status: 503, body: { error: { ...UNAVAILABLE.error, fields: { database: 'O banco de dados não respondeu.', queue: 'A fila de tarefas não respondeu.' } } } });
    expect(await alive()).toEqual({ status: 200, body: { data: { status: 'ok' } } });
    const during = [
      await call('GET', ownUser(cast.brand), cast.brand.identity.idToken),
      await call('GET', '/account/creator/count'),
      await call('GET', `/project/contract/chat/${String(chatId)}/list`, cast.ana.identity.idToken),
      await postChat('outage-0001'),
      await payByPix(),
      await call('GET', `/project/contract/chat/${String(chatId)}/stream?after=0`, cast.ana.identity.idToken),
    ];
    for (const answer of during) expect(answer).toEqual({ status: 503, body: UNAVAILABLE });

    await cluster.start();
    await untilReady();
    expect((await call('GET', ownUser(cast.brand), cast.brand.identity.idToken)).status).toBe(200);
    expect((await call('GET', ownUser(cast.brand), cast.brand.identity.idToken, undefined, second.baseUrl)).status).toBe(200);
  });

  it('stores a chat message and a Pix charge retried across the outage exactly once', async () => {
    await cluster.stop();
    expect((await postChat('retried-0001')).status).toBe(503);
    expect((await payByPix()).status).toBe(503);
    await cluster.start();
    await untilReady();

    const stored = await postChat('retried-0001');
    expect(stored.status).toBe(201);
    const again = await postChat('retried-0001');
    expect(again.status).toBe(200);
    const storedId = chatMessageSchema.parse((stored.body as { data: unknown }).data).id;
    expect(chatMessageSchema.parse((again.body as { data: unknown }).data).id).toBe(storedId);
    const page = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: cast.ana.identity }), chatPageSchema);
    expect(page.messages.filter((message) => message.client_message_id === 'retried-0001')).toHaveLength(1);
    expect(page.messages.filter((message) => message.client_message_id === 'outage-0001')).toHaveLength(0);

    const charged = await payByPix();
    expect(charged.status).toBe(201);
    const retried = await payByPix();
    expect(retried.status).toBe(200);
    expect(paymentSchema.parse((retried.body as { data: unknown }).data).id).toBe(paymentSchema.parse((charged.body as { data: unknown }).data).id);
    const rows = await testApp.db.select({ id: payments.id }).from(payments).innerJoin(paymentItems, sql`${paymentItems.paymentId} = ${payments.id}`).where(sql`${paymentItems.contractId} = ${payableId}`);
    expect(rows).toHaveLength(1);
  });

  it("settles a Pix paid during the outage once the provider's retry lands, and a replayed event changes nothing", async () => {
    const contract = await acceptedContract(testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
    const charged = await call('POST', '/payment', cast.brand.identity.idToken, { contract_ids: [contract.id], method: 'pix' });
    expect(charged.status).toBe(201);
    const payment = paymentSchema.parse((charged.body as { data: unknown }).data);

    // The bank pays while the database is down: the provider's first calls get 503s, and it
    // retries with backoff (100 ms to 6.4 s) until one lands after the restart.
    await cluster.stop();
    expect(testApp.sandbox.simulatePixPayment(payment.pix?.txid ?? '')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await cluster.start();
    await untilReady();
    await testApp.sandbox.idle();
    const ledgerOf = () => testApp.db.select({ kind: ledgerEntries.kind, account: ledgerEntries.account, amount: ledgerEntries.amountCentavos }).from(ledgerEntries).where(sql`${ledgerEntries.contractId} = ${contract.id}`).orderBy(ledgerEntries.id);
    const settled = await ledgerOf();
    const [stored] = await testApp.db.select({ status: payments.status, chargeId: payments.providerChargeId }).from(payments).where(sql`${payments.id} = ${payment.id}`);
    expect(stored?.status).toBe('paid');
    expect(settled.length).toBeGreaterThan(0);

    // The same event again, as a provider that never saw our 200 resends it, and a second
    // "charge.paid" for the same charge: 2xx each, nothing moves twice.
    const event = JSON.stringify({ id: 'evt_outage_replay', type: 'charge.paid', created_at: new Date().toISOString(), data: { object_id: stored?.chargeId ?? '' } });
    for (let attempt = 0; attempt < 2; attempt++) {
      const replayed = await fetch(`${baseA}/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-publi-signature': signWebhook(TEST_WEBHOOK_SECRET, event) }, body: event });
      expect(replayed.status).toBe(200);
    }
    expect(testApp.sandbox.simulatePixPayment(payment.pix?.txid ?? '')).toBe(true);
    await testApp.sandbox.idle();
    expect(await ledgerOf()).toEqual(settled);
  });

  it("listens again after the restart: the other replica's cache and chat stream see new writes", async () => {
    // B's chat stream and cache both listen before the outage.
    const before = await openEventStream(`${second.baseUrl}/project/contract/chat/${String(chatId)}/stream?after=0`, cast.ana.identity.idToken);
    before.close();
    const firstPage = async () => ((await call('GET', '/account/creator/filter', undefined, undefined, second.baseUrl)).body as { data: { creators: { name: string }[] } }).data.creators.map((card) => card.name);
    expect(await firstPage()).toContain('Ana Souza');
    const cacheListeners = async () =>
      (await queryRows<{ pid: number }>(testApp.db, sql`SELECT pid FROM pg_stat_activity WHERE query = ${`LISTEN "${CACHE_CHANNEL}"`}`)).length;
    const listening = await cacheListeners();
    expect(listening).toBeGreaterThan(0);

    await cluster.stop();
    await cluster.start();
    await untilReady();
    await expect.poll(async () => (await call('GET', '/account/creator/count', undefined, undefined, second.baseUrl)).status, { timeout: 10_000 }).toBe(200);
    // Until its cache listens again, a replica keeps nothing (it cannot hear notices).
    await expect.poll(cacheListeners, { timeout: 10_000 }).toBe(listening);

    // B caches again: a change that sends no notice is not seen there...
    await expect.poll(firstPage, { timeout: 10_000 }).toContain('Ana Souza');
    await testApp.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(creators).set({ name: 'Ana Escondida' }).where(sql`${creators.id} = ${cast.ana.creatorId}`);
    });
    await expect.poll(firstPage, { timeout: 10_000 }).toContain('Ana Souza');
    // ...and a write through the API on A reaches B's cache by its notice.
    const renamed = await testApp.call({ method: 'PUT', path: '/account/user', as: cast.ana.identity, body: { name: 'Ana Renomeada' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(firstPage, { timeout: 5_000 }).toContain('Ana Renomeada');

    const page = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: cast.ana.identity }), chatPageSchema);
    const stream = await openEventStream(`${second.baseUrl}/project/contract/chat/${String(chatId)}/stream?after=${String(page.last_seq)}`, cast.ana.identity.idToken);
    try {
      expect(stream.status).toBe(200);
      expect((await postChat('after-restart-01', 'Voltamos!')).status).toBe(201);
      const [event] = await stream.until(1, 5_000);
      expect((event?.data as ChatMessageWire).message).toBe('Voltamos!');
    } finally {
      stream.close();
    }
  });
});
