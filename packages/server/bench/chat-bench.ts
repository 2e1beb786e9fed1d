// `pnpm --filter @publi/server bench:chat [--rate 200] [--seconds 10] [--chats 20]`: live chat's
// fan-out between replicas, the rate spread over `--chats` conversations (a busy platform, not
// one chat at 200 messages a second: posts on one contract take turns under its lock). This process posts through `ChatService.post` (what the route calls: the
// contract's lock, the sequence number, the notices, `pg_notify` in the same transaction); a
// second process, with its own pool and its own listening connection, follows the chat as the
// stream route does (`ChatFeed`, then reading the messages after the last one sent) and reports
// when each message arrives. Latency is from just before a post starts to its arrival in the
// other process, on the system's monotonic clock, which both processes share. Then it posts as
// fast as 8 concurrent posters can, for the most messages per second accepted.
// PostgreSQL only (DATABASE_URL; scripts/test-postgres.sh start gives one): PGlite lives inside
// one process, so it has no second replica to fan out to.
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { chatCatchUp } from '../src/chat/catch-up.js';
import { ChatFeed } from '../src/chat/chat-feed.js';
import { ChatRepository } from '../src/chat/chat.repository.js';
import { ChatService } from '../src/chat/chat.service.js';
import { ContractsProposalsService } from '../src/contracts/contracts-proposals.service.js';
import { openDatabase } from '../src/db/open-database.js';
import { creators, users } from '../src/db/schema.js';
import { DEMO_EMAIL_SETUP } from '../src/email/email-setup.js';
import { notifierWithoutEmail } from '../src/notifications/notifier.js';
import { projectWizardFromWire } from '../src/projects/projects-from-wire.js';
import { ProjectsWizardService } from '../src/projects/projects-wizard.service.js';
import { saveProjectDraftBodySchema } from '@publi/contract';
import { cliArgs } from '../src/seed/cli-args.js';
import { parseCount } from '../src/seed/parse-count.js';
import { seedCatalogue } from '../src/seed/seed-catalogue.js';
import { sandboxPayments } from '../src/payments/payments-setup.js';

const url = process.env['DATABASE_URL'];
if (!url) {
  console.error('bench:chat needs PostgreSQL: DATABASE_URL=$(scripts/test-postgres.sh start) pnpm --filter @publi/server bench:chat');
  process.exit(1);
}
const clock = { now: () => new Date() };
// The benchmark measures the chat, not e-mail: notices are written, their e-mails dropped.
// Chat messages mail nobody; the benchmark measures the chat alone.
const NO_MAIL = notifierWithoutEmail(DEMO_EMAIL_SETUP);
const nowNs = () => process.hrtime.bigint();
const BURST_MS = 5_000;

interface Arrival {
  /** The message's id (unique across chats). */
  readonly id: number;
  readonly at: string;
}

/** The second replica: follows the chats as the stream route does and reports each message's arrival to the parent. */
async function listen(chatIds: readonly number[], databaseUrl: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const feed = new ChatFeed(database);
  const repository = new ChatRepository(database.db);
  for (const chatId of chatIds) {
    const last = (await repository.chat(chatId))?.lastSeq ?? 0;
    // The stream route's own follower: the same reads, in the same order (without the check of
    // its caller's right the route's read makes in the same transaction: one small query, README "Chat").
    const follower = chatCatchUp(
      last,
      (after, limit) => repository.after(chatId, after, limit),
      (records) => {
        for (const record of records) process.send?.({ id: record.id, at: nowNs().toString() } satisfies Arrival);
        return Promise.resolve(true);
      },
      (error: unknown) => {
        console.error(error);
        return 'retry';
      },
    );
    await feed.subscribe(chatId, follower.notify);
  }
  process.send?.('ready');
  process.on('disconnect', () => {
    void feed.close().then(() => database.close()).then(() => process.exit(0));
  });
}

const { values } = parseArgs({ args: cliArgs(), options: { rate: { type: 'string' }, seconds: { type: 'string' }, chats: { type: 'string' }, listen: { type: 'string' } } });
if (values.listen !== undefined) {
  await listen(values.listen.split(',').map(Number), url);
} else {
  await run(parseCount('--rate', values.rate, 200), parseCount('--seconds', values.seconds, 10), parseCount('--chats', values.chats, 20));
}

async function run(rate: number, seconds: number, chatCount: number): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url: url ?? '' });
  const { db } = database;
  // Chat never moves money: the sandbox stands in as the provider the contract services need.
  const provider = sandboxPayments(clock).provider;
  const contracts = new ContractsProposalsService({ db, clock, notifier: NO_MAIL, provider });
  const chat = new ChatService({ db, clock, notifier: NO_MAIL, provider, feed: new ChatFeed(database) });
  const { chats, brandUid } = await someContracts(db, contracts, chatCount);
  const child = fork(fileURLToPath(import.meta.url), ['--listen', chats.map((chat) => chat.chatId).join(',')], { execArgv: process.execArgv, env: process.env });
  const arrivals = new Map<number, bigint>();
  const onMessage = (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'id' in message) {
      const arrival = message as Arrival;
      arrivals.set(arrival.id, BigInt(arrival.at));
    }
  };
  child.on('message', onMessage);
  await new Promise<void>((resolve) => child.once('message', () => { resolve(); }));

  let counter = 0;
  const post = async (onlyChat?: number): Promise<{ id: number; started: bigint }> => {
    counter += 1;
    const { chatId, contractId } = chats[onlyChat ?? counter % chats.length] ?? chats[0] ?? { chatId: 0, contractId: 0 };
    const started = nowNs();
    const { record } = await chat.post(brandUid, chatId, { contractId, message: `Mensagem ${String(counter)}`, clientMessageId: `bench-${String(counter).padStart(8, '0')}-${String(process.pid)}` });
    return { id: record.id, started };
  };

  // Warm-up (not counted): connections opened, queries planned, code compiled by the JIT.
  for (let i = 0; i < 100; i++) await post();

  // Phase 1: a steady rate, each post started on schedule whether or not the last one finished.
  const total = rate * seconds;
  const posts: Promise<{ id: number; started: bigint }>[] = [];
  const began = performance.now();
  for (let i = 0; i < total; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(post());
  }
  const sent = await Promise.all(posts);
  const acceptedPerSecond = total / ((performance.now() - began) / 1000);
  await waitFor(() => sent.every(({ id }) => arrivals.has(id)), 30_000);
  const latencies = sent.map(({ id, started }) => Number((arrivals.get(id) ?? started) - started) / 1e6).sort((a, b) => a - b);

  // Phase 2: as fast as 8 posters go, over every chat and then on one chat alone.
  const burst = async (onlyChat?: number) => {
    const burstStart = performance.now();
    let done = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (performance.now() - burstStart < BURST_MS) {
          await post(onlyChat);
          done += 1;
        }
      }),
    );
    return { done, perSecond: done / ((performance.now() - burstStart) / 1000) };
  };
  const spread = await burst();
  const single = await burst(0);

  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
  console.log(`bench:chat on PostgreSQL, ${String(cpus().length)} cores, ${String(Math.round(totalmem() / 2 ** 30))} GiB`);
  console.log(`steady: ${String(total)} messages over ${String(chats.length)} chats at a target of ${String(rate)}/s, accepted ${acceptedPerSecond.toFixed(0)}/s`);
  console.log(`fan-out to the other process (post start -> arrival): p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms`);
  console.log(`burst over ${String(chats.length)} chats: ${String(spread.done)} messages by 8 posters in ${String(BURST_MS / 1000)} s: ${spread.perSecond.toFixed(0)} accepted/s`);
  console.log(`burst on one chat: ${String(single.done)} messages in ${String(BURST_MS / 1000)} s: ${single.perSecond.toFixed(0)} accepted/s (posts take turns under the contract's lock)`);
  stop(child);
  await database.close();
}

function stop(child: ChildProcess): void {
  child.disconnect();
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error('bench:chat: some messages never reached the other process');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A brand, `count` creators of the catalogue, a published project and a pending contract with each, through the services. */
async function someContracts(db: Awaited<ReturnType<typeof openDatabase>>['db'], contracts: ContractsProposalsService, count: number) {
  const brandUid = `bench-chat-brand-${String(Date.now())}`;
  await db.insert(users).values({ externalId: brandUid, type: 'brand', name: 'Marca do benchmark', email: `${brandUid}@publi.demo` });
  const active = () => db.select({ id: creators.id }).from(creators).where(eq(creators.active, true)).limit(count);
  let found = await active();
  if (found.length < count) {
    await seedCatalogue(db, { creators: count - found.length, concurrency: 1 });
    found = await active();
  }
  const deliveries = found.map((creator) => ({ creator_id: creator.id, stories: 1, feed: 0, tiktok: 0 }));
  const body = saveProjectDraftBodySchema.parse({
    step: 2,
    projectName: 'Benchmark do chat',
    step0: { projectType: 'paid' },
    step1: { amount: '1000.00', creators: deliveries },
    step2: { humor: ['Leve'], mission: 'Medir o chat.', creator: 'Qualquer.', startDate: '2099-01-01', endDate: '2099-01-10' },
  });
  const { view } = await new ProjectsWizardService({ db, clock }).publish(brandUid, null, projectWizardFromWire(body));
  const made = await contracts.propose(brandUid, {
    projectId: view.project.id,
    proposals: deliveries.map(({ creator_id, stories, feed, tiktok }) => ({ creatorId: creator_id, stories, feed, tiktok, amountCentavos: 100_000, deadline: '2099-01-10', message: '' })),
  });
  return { chats: made.map((contract) => ({ chatId: contract.chatId, contractId: contract.row.id })), brandUid };
}
