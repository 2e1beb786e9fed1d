import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatMessageSchema, type ChatMessageWire } from '@publi/contract';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, users } from '../db/schema.js';
import { ensureReferenceData } from '../seed/ensure-reference-data.js';
import { closedPort } from '../test-support/closed-port-agent.js';
import { castForContracts, propose, type ContractCast } from '../test-support/contract-cast.builder.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import { startFaultsPostgres } from '../test-support/faults-postgres.js';
import type { OwnPostgresCluster } from '../test-support/own-postgres-cluster.js';
import { listenOn } from '../test-support/second-app.js';
import { startServerProcess } from '../test-support/server-process.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// A real server process (src/main.ts, as `pnpm start` runs it) on the file's own PostgreSQL,
// beside the test app (another replica on the same database, which also sets the data up).
// SIGTERM arrives with a write in flight (held on a row lock this test owns) and a chat stream open.
let cluster: OwnPostgresCluster;
let testApp: TestApp;
let cast: ContractCast;
let chatId: number;
let contractId: number;
let dataDir: string;

beforeAll(async () => {
  const postgres = await startFaultsPostgres();
  cluster = postgres.cluster;
  // Reference data present: the process then finds the database seeded and skips the demo catalogue.
  await ensureReferenceData(postgres.database.db);
  testApp = await startTestApp({ database: postgres.database });
  cast = await castForContracts(testApp);
  const [contract] = await propose(testApp, cast, [cast.ana.creatorId]);
  chatId = contract?.chat_id ?? 0;
  contractId = contract?.id ?? 0;
  dataDir = await mkdtemp(join(tmpdir(), 'publi-shutdown-'));
});

afterAll(async () => {
  await testApp.close();
  await cluster.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

/** Whether a new connection to `port` is refused. */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => {
      resolve(true);
    });
  });
}

const postChat = (base: string, message: string, clientMessageId: string) =>
  fetch(`${base}/project/contract/chat/${String(chatId)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cast.brand.identity.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, contract_id: contractId, message, client_message_id: clientMessageId }),
  });

/** One POST's outcome: the status it was answered with, or the code of the socket error it met instead. */
type Outcome = { readonly id: string; readonly status: number } | { readonly id: string; readonly error: string };

/**
 * Posts a chat message on a connection of its own (no keep-alive), so a refusal is told apart
 * from a drop: a server no longer listening refuses the connection (`ECONNREFUSED`, the request
 * never reached it); an accepted request cut off before its answer is a reset or a hang-up.
 */
function postOnOwnConnection(port: number, id: string): Promise<Outcome> {
  const body = JSON.stringify({ chat_id: chatId, contract_id: contractId, message: `Carga ${id}`, client_message_id: id });
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path: `/api/project/contract/chat/${String(chatId)}`, agent: false, headers: { authorization: `Bearer ${cast.brand.identity.idToken}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => { resolve({ id, status: response.statusCode ?? 0 }); });
        response.on('error', (error: NodeJS.ErrnoException) => { resolve({ id, error: error.code ?? error.message }); });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => { resolve({ id, error: error.code ?? error.message }); });
    request.end(body);
  });
}

describe('SIGTERM (main.ts shutdown)', () => {
  it('finishes the request in flight, refuses new connections, ends the chat streams, and the client resumes elsewhere', async () => {
    const port = await closedPort();
    const child = await startServerProcess(port, dataDir, cluster.url);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { resolve(code); }));
    const base = `http://127.0.0.1:${String(port)}/api`;

    expect((await postChat(base, 'Primeira mensagem', 'shutdown-0001')).status).toBe(201);
    const stream = await openEventStream(`${base}/project/contract/chat/${String(chatId)}/stream?after=0`, cast.ana.identity.idToken);
    expect(stream.status).toBe(200);
    const [first] = await stream.until(1, 10_000);
    const lastSeen = (first?.data as ChatMessageWire).seq;

    // A write that waits on a row lock this test holds: in flight for as long as the test says.
    const holder = new pg.Client({ connectionString: cluster.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM users WHERE external_id = $1 FOR UPDATE', [cast.brand.identity.uid]);
    const inFlight = fetch(`${base}/account/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${cast.brand.identity.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Rita Depois do Desligamento' }),
    });
    await expect.poll(async () => (await holder.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`)).rows[0]?.n, { timeout: 10_000 }).toBe(1);

    child.kill('SIGTERM');
    // The stream is ended by the server (the client sees its end and reconnects)...
    await expect.poll(() => stream.ended, { timeout: 10_000 }).toBe(true);
    expect(stream.reconnectAsked).toBe(true);
    // ...new connections are refused while the write is still waiting...
    await expect.poll(() => refusesConnections(port), { timeout: 10_000 }).toBe(true);
    expect(child.exitCode).toBeNull();
    // ...and the write, let go, gets its answer and is stored. (Before closeGracefully the process then
    // waited for the keep-alive connection's 72 s timeout: the test's 60 s ran out first.)
    await holder.query('COMMIT');
    await holder.end();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await exited).toBe(0);
    const [row] = await testApp.db.select({ name: users.name }).from(users).where(eq(users.externalId, cast.brand.identity.uid));
    expect(row?.name).toBe('Rita Depois do Desligamento');

    // The client resumes on another replica after the last message it saw: what was sent
    // meanwhile arrives, and nothing twice.
    const other = await listenOn(testApp);
    expect((await postChat(other, 'Enquanto reconectava', 'shutdown-0002')).status).toBe(201);
    const resumed = await openEventStream(`${other}/project/contract/chat/${String(chatId)}/stream?after=${String(lastSeen)}`, cast.ana.identity.idToken);
    try {
      expect((await postChat(other, 'Depois de voltar', 'shutdown-0003')).status).toBe(201);
      const events = await resumed.until(2, 10_000);
      expect(events.map((event) => chatMessageSchema.parse(event.data).message)).toEqual(['Enquanto reconectava', 'Depois de voltar']);
    } finally {
      resumed.close();
    }
  });

  it('under a load of writes and open streams, answers every request it accepted, refuses the rest, and asks the streams to reconnect', async () => {
    const port = await closedPort();
    // The load is the point, not the chat's budget of 60 a minute.
    const child = await startServerProcess(port, dataDir, cluster.url, { RATE_LIMIT_CHAT: '100000/1m' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => { resolve(code); }));
    const streamUrl = `http://127.0.0.1:${String(port)}/api/project/contract/chat/${String(chatId)}/stream?after=0`;
    const streams = [await openEventStream(streamUrl, cast.ana.identity.idToken), await openEventStream(streamUrl, cast.brand.identity.idToken)];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);

    // Six writers post one message after another until the server stops taking connections.
    const outcomes: Outcome[] = [];
    const writer = async (writerIndex: number) => {
      for (let sent = 0; ; sent += 1) {
        const outcome = await postOnOwnConnection(port, `carga-${String(writerIndex)}-${String(sent)}`);
        outcomes.push(outcome);
        if ('error' in outcome) return;
      }
    };
    const writers = Promise.all(Array.from({ length: 6 }, (_, index) => writer(index)));
    await expect.poll(() => outcomes.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(30);
    child.kill('SIGTERM');
    await writers;
    expect(await exited).toBe(0);

    // Each request got its answer, or the server never took it: the writers stopped on a refused
    // connection (or one the closing listener reset before reading it), and what was answered,
    // and only that, is stored, once. A write cut off after it was taken would be stored unanswered.
    // A connection taken just before the listener closed may bring its request once the close has
    // begun: Fastify refuses it with 503 (and closes it), storing nothing, which is a refusal too.
    const answered = outcomes.filter((outcome) => 'status' in outcome);
    const created = answered.filter((outcome) => outcome.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(30);
    expect(answered.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
    expect(outcomes.filter((outcome) => 'error' in outcome)).toHaveLength(6);
    const stored = await testApp.db.select({ id: chatMessages.clientMessageId }).from(chatMessages).where(like(chatMessages.clientMessageId, 'carga-%'));
    expect(stored.map((row) => row.id).sort()).toEqual(created.map((outcome) => outcome.id).sort());
    // Both streams heard "reconnect" before their end.
    for (const stream of streams) {
      await stream.untilEnded(10_000);
      expect(stream.reconnectAsked).toBe(true);
    }
  });
});
