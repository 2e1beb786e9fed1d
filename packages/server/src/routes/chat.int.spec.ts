import { chatMessageSchema, chatPageSchema, notificationSummarySchema, type ChatMessageWire } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, propose, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { openEventStream } from '../test-support/event-stream-client.js';
import { listenOn, startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;
let second: SecondApp;
let firstUrl: string;
let cast: ContractCast;
let chatId: number;
let contractId: number;

beforeAll(async () => {
  testApp = await startTestApp();
  firstUrl = await listenOn(testApp);
  second = await startSecondApp(testApp);
  cast = await castForContracts(testApp);
  const [contract] = await propose(testApp, cast, [cast.ana.creatorId]);
  chatId = contract?.chat_id ?? 0;
  contractId = contract?.id ?? 0;
});

afterAll(async () => {
  await second.close();
  await testApp.close();
});

let counter = 0;
const clientId = () => `test-${String((counter += 1)).padStart(6, '0')}`;
const send = (as: CastMember, message: string, id = clientId(), body: Record<string, unknown> = {}) =>
  testApp.call({ method: 'POST', path: `/project/contract/chat/${String(chatId)}`, as: as.identity, body: { chat_id: chatId, contract_id: contractId, message, client_message_id: id, ...body } });
const streamUrl = (base: string, after = 0, chat = chatId) => `${base}/project/contract/chat/${String(chat)}/stream?after=${String(after)}`;
const seqs = (events: readonly { data: unknown }[]) => events.map((event) => (event.data as ChatMessageWire).seq);

describe('the chat of a contract', () => {
  it('brand, creator and linked agent talk from pending on; a retried post is stored once; pages come oldest first', async () => {
    const first = await send(cast.brand, 'Oi, Ana! Conseguimos fechar até sexta?', 'retry-me-0001');
    expect(first.statusCode).toBe(201);
    const again = await send(cast.brand, 'Oi, Ana! Conseguimos fechar até sexta?', 'retry-me-0001');
    expect(again.statusCode).toBe(200);
    expect(dataOf(again, chatMessageSchema).id).toBe(dataOf(first, chatMessageSchema).id);
    expect(dataOf(await send(cast.agent, 'Sou a agente da Ana: fechamos sim.'), chatMessageSchema).sender).toMatchObject({ name: 'Carla Agência', role: 'agent' });

    const page = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: cast.ana.identity }), chatPageSchema);
    expect(page.messages.map((message) => [message.seq, message.sender.role, message.message])).toEqual([
      [1, 'brand', 'Oi, Ana! Conseguimos fechar até sexta?'],
      [2, 'agent', 'Sou a agente da Ana: fechamos sim.'],
    ]);
    expect(page).toMatchObject({ before: null, last_seq: 2, read_seq: 0 });
    const summary = dataOf(await testApp.call({ method: 'GET', path: '/notifications/summary', as: cast.ana.identity }), notificationSummarySchema);
    expect(summary.unread_messages).toBe(2);
  });

  it('refuses bad input with the pt-BR body: empty, too long, another contract, a path that disagrees, an unknown chat', async () => {
    expect(errorOf(await send(cast.brand, '   ')).fields).toEqual({ message: 'Escreva uma mensagem antes de enviar.' });
    expect(errorOf(await send(cast.brand, 'a'.repeat(100_000))).fields).toEqual({ message: 'A mensagem pode ter no máximo 4000 caracteres.' });
    expect(errorOf(await send(cast.brand, 'oi', clientId(), { contract_id: contractId + 999 }))).toMatchObject({ code: 'CHAT.CONTRACT_MISMATCH' });
    expect(errorOf(await send(cast.brand, 'oi', clientId(), { chat_id: chatId + 1 })).fields).toEqual({ chat_id: 'O chat_id deve ser o mesmo do endereço.' });
    const unknown = await testApp.call({ method: 'POST', path: '/project/contract/chat/999999', as: cast.brand.identity, body: { chat_id: 999999, contract_id: 1, message: 'oi', client_message_id: clientId() } });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'CHAT.NOT_FOUND']);
    for (const outsider of [cast.otherBrand, cast.bia, cast.otherAgent]) {
      expect((await send(outsider, 'Posso entrar?')).statusCode).toBe(404);
      expect((await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: outsider.identity })).statusCode).toBe(404);
    }
    const stream = await openEventStream(streamUrl(firstUrl), cast.otherBrand.identity.idToken);
    expect(stream.status).toBe(404);
    stream.close();
  });

  it('a message posted on one replica reaches a listener on the other, live', async () => {
    const listener = await openEventStream(streamUrl(second.baseUrl, 2), cast.ana.identity.idToken);
    expect(listener.status).toBe(200);
    // Asked for brotli or gzip as a browser does, the stream still goes out uncompressed: a
    // compressor would hold the events back until it had enough bytes.
    expect(listener.headers.get('content-encoding')).toBeNull();
    const posted = dataOf(await send(cast.brand, 'Mandei o briefing por aqui também.'), chatMessageSchema);
    const [event] = await listener.until(1);
    expect(event).toEqual({ id: String(posted.seq), data: posted });
    listener.close();
  });

  it('1,000 messages at once from both sides, some retried: stored once, gap-free, each listener gets each once in order, and a listener that reconnects misses nothing', async () => {
    const start = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: cast.brand.identity }), chatPageSchema).last_seq;
    const onFirst = await openEventStream(streamUrl(firstUrl, start), cast.brand.identity.idToken);
    const onSecond = await openEventStream(streamUrl(second.baseUrl, start), cast.agent.identity.idToken);
    const dropping = await openEventStream(streamUrl(second.baseUrl, start), cast.ana.identity.idToken);

    const posts = Array.from({ length: 1000 }, (_, index) => ({ as: index % 2 === 0 ? cast.brand : cast.ana, text: `Mensagem ${String(index)}`, id: `bulk-${String(index).padStart(6, '0')}` }));
    const retries = posts.filter((_, index) => index % 10 === 0);
    const all = [...posts, ...retries];
    const sending = Promise.all(all.map((post) => send(post.as, post.text, post.id)));

    // One listener goes away after 100 messages and comes back from the last one it saw.
    const firstPart = await dropping.until(100, 60_000);
    dropping.close();
    const lastSeen = seqs(firstPart).at(-1) ?? start;
    let answers = await sending;
    // A post that waited longer than the pool's bound for a connection is answered 503 (load
    // shed, nothing written); the person presses "Tentar de novo", which sends the same id again.
    for (let round = 0; round < 3 && answers.some((answer) => answer.statusCode === 503); round += 1) {
      const previous = answers;
      answers = await Promise.all(
        all.map((post, index) => {
          const answer = previous[index];
          return answer === undefined || answer.statusCode === 503 ? send(post.as, post.text, post.id) : Promise.resolve(answer);
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 201 && status !== 200)).toEqual([]);
    const resumed = await openEventStream(streamUrl(second.baseUrl, lastSeen), cast.ana.identity.idToken);

    const expected = Array.from({ length: 1000 }, (_, index) => start + index + 1);
    for (const listener of [onFirst, onSecond]) expect(seqs(await listener.until(1000, 60_000))).toEqual(expected);
    const rest = await resumed.until(start + 1000 - lastSeen, 60_000);
    expect([...seqs(firstPart), ...seqs(rest)]).toEqual(expected);

    const texts = new Set((await onFirst.until(1000)).map((event) => (event.data as ChatMessageWire).message));
    expect(texts.size).toBe(1000);
    for (const listener of [onFirst, onSecond, resumed]) listener.close();
  }, 120_000);

  it('marks a chat read, and the bell counts only what is left', async () => {
    const page = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list`, as: cast.agent.identity }), chatPageSchema);
    expect(page.messages).toHaveLength(50);
    expect(page.before).toBe(page.messages[0]?.seq);
    const older = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/chat/${String(chatId)}/list?before=${String(page.before)}`, as: cast.agent.identity }), chatPageSchema);
    expect(older.messages.at(-1)?.seq).toBe((page.before ?? 0) - 1);
    const read = await testApp.call({ method: 'POST', path: `/project/contract/chat/${String(chatId)}/read`, as: cast.agent.identity, body: { seq: page.last_seq + 50 } });
    expect(read.json<{ data: unknown }>().data).toEqual({ read_seq: page.last_seq, unread: 0 });
    const summary = dataOf(await testApp.call({ method: 'GET', path: '/notifications/summary', as: cast.agent.identity }), notificationSummarySchema);
    expect(summary.unread_messages).toBe(0);
  });
});
