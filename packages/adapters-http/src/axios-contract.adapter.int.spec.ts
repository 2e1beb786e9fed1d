import type { ChatFeedEnd, ChatFeedState, ChatMessage } from '@publi/application';
import { chatPortSuite, contractPortSuite, notificationPortSuite, proposalPortSuite } from '@publi/application/testing';
import { anUnsignedToken, castForContracts, startTestApp, type ContractCast } from '@publi/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AxiosChatAdapter } from './axios-chat.adapter.js';
import { AxiosContractAdapter } from './axios-contract.adapter.js';
import { AxiosNotificationAdapter } from './axios-notification.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { liveContractWorld } from './live-marketplace.builder.js';

// A short heartbeat: each re-checks a stream's right, so an expiring token ends it within the test.
const api = useLiveApi(() => startTestApp({ streamHeartbeatMs: 300 }));
const contracts = new AxiosContractAdapter(api.client);
const notifications = new AxiosNotificationAdapter(api.client);
let cast: ContractCast;

beforeAll(async () => {
  cast = await castForContracts(api.testApp);
});

/** The chat of the brand's contract with Ana (whose agent the cast linked), proposed once for the tests that need it. */
let anasContract: Promise<{ chatId: number; contractId: number }> | undefined;
const anasChat = () =>
  (anasContract ??= (async () => {
    api.tokens.actAs(cast.brand.identity);
    const [contract] = await contracts.create({ projectId: cast.projectId, proposals: [proposalTo(cast.ana.creatorId)] });
    return { chatId: contract?.chatId ?? 0, contractId: contract?.id ?? 0 };
  })());

const proposalTo = (creatorId: number) => ({ creatorId, stories: 2, feed: 0, tiktok: 0, amountCentavos: 150_000, deadline: '2099-02-01', message: 'Vamos?' });

/** Waits until `check` holds, for what arrives over the live feed. */
async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  for (const start = Date.now(); !check(); ) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The proposals', contracts', chat's and notifications' scenarios are the port suites', which the in-memory
// adapters pass too (one server for the four, as they share their set-up); below, what only
// HTTP has: the chat's live stream over a dropped connection.
proposalPortSuite(() => liveContractWorld(api));
contractPortSuite(() => liveContractWorld(api));
chatPortSuite(() => ({ ...liveContractWorld(api), chat: new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens }) }));
notificationPortSuite(() => ({ ...liveContractWorld(api), notifications }));

describe('the chat and notification adapters against the server', () => {
  it('follows a chat live with the token in the header, reconnecting and resuming after the last message', async () => {
    api.tokens.actAs(cast.brand.identity);
    const [contract] = await contracts.create({ projectId: cast.projectId, proposals: [proposalTo(cast.bia.creatorId)] });
    const chatId = contract?.chatId ?? 0;
    const base = { chatId, contractId: contract?.id ?? 0 };
    const brandChat = new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens });
    await brandChat.send({ ...base, text: 'Primeira', clientMessageId: 'adapter-0001' });

    // Bia follows with her own token store, as her browser would.
    const biaTokens = { read: () => cast.bia.identity.idToken, save: () => undefined, clear: () => undefined };
    let cutNext = false;
    const cuttingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!cutNext || !response.body) return response;
      cutNext = false;
      // Hands over only the first event, then ends the body: a dropped connection.
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const chunk = await reader.read();
          if (chunk.done || new TextDecoder().decode(chunk.value).includes('"seq":2')) {
            if (!chunk.done) controller.enqueue(chunk.value);
            controller.close();
            void reader.cancel();
            return;
          }
          controller.enqueue(chunk.value);
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const biaChat = new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: biaTokens, fetch: cuttingFetch });
    const heard: ChatMessage[] = [];
    const states: ChatFeedState[] = [];
    cutNext = true;
    const stop = biaChat.follow(chatId, 0, { onMessage: (message) => heard.push(message), onState: (state) => states.push(state) });
    await eventually(() => heard.length === 1);
    await brandChat.send({ ...base, text: 'Segunda', clientMessageId: 'adapter-0002' });
    await brandChat.send({ ...base, text: 'Terceira', clientMessageId: 'adapter-0003' });
    await eventually(() => heard.length === 3);
    stop();
    expect(heard.map((message) => [message.seq, message.message])).toEqual([
      [1, 'Primeira'],
      [2, 'Segunda'],
      [3, 'Terceira'],
    ]);
    expect(states).toContain('reconnecting');
    expect(states.at(-1)).toBe('live');
    expect(await brandChat.listPage(chatId)).toMatchObject({ lastSeq: 3, readSeq: 3, before: null });

    api.tokens.actAs(cast.bia.identity);
    expect((await notifications.summary()).unreadMessages).toBe(3);
    const page = await notifications.list(1, true);
    expect(page.notifications.map((notice) => notice.title)).toEqual(['Nova mensagem em "Lançamento Café São João"', 'Nova proposta']);
    expect(await notifications.markRead()).toEqual({ unreadNotifications: 0, unreadMessages: 3 });
    expect(await new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens }).markRead(chatId, 3)).toBe(0);
  });

  it('ends the feed for good, without reconnecting, once the person may no longer read the chat: an agent the creator unlinked', async () => {
    const base = await anasChat();
    let connections = 0;
    const countingFetch: typeof fetch = (input, init) => {
      connections += 1;
      return fetch(input, init);
    };
    const agentTokens = { read: () => cast.agent.identity.idToken, save: () => undefined, clear: () => undefined };
    const agentChat = new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: agentTokens, fetch: countingFetch });
    const heard: ChatMessage[] = [];
    const ends: ChatFeedEnd[] = [];
    const states: ChatFeedState[] = [];
    const stop = agentChat.follow(base.chatId, 0, { onMessage: (message) => heard.push(message), onState: (state) => states.push(state), onEnd: (reason) => ends.push(reason) });
    await eventually(() => states.includes('live'));

    const unlinked = await api.testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id/remove', as: cast.ana.identity, body: {} });
    expect(unlinked.statusCode).toBe(200);
    const brandChat = new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens });
    await brandChat.send({ ...base, text: 'Só para a Ana', clientMessageId: 'adapter-0101' });
    await eventually(() => ends.length > 0);
    stop();
    expect(ends).toEqual(['access_lost']);
    expect(heard).toEqual([]);
    expect(connections).toBe(1);
    expect(states).not.toContain('reconnecting');
  });

  it("follows on with the session's newer token when the stream's own expires, and ends the feed when there is none", async () => {
    const base = await anasChat();
    api.tokens.actAs(cast.brand.identity);
    const { lastSeq } = await new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens }).listPage(base.chatId);
    const expiring = anUnsignedToken(cast.ana.identity.uid, { expiresInSeconds: 2 });
    // Ana's browser refreshed her token meanwhile; a second tab of hers kept only the old one.
    const refreshed = { token: expiring, read() { return this.token; }, save: () => undefined, clear: () => undefined };
    const stale = { read: () => expiring, save: () => undefined, clear: () => undefined };
    const heard: ChatMessage[] = [];
    const ends: { tab: string; reason: ChatFeedEnd }[] = [];
    const follow = (tab: string, tokenStore: typeof stale, onMessage: (message: ChatMessage) => void) =>
      new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore }).follow(base.chatId, lastSeq, { onMessage, onEnd: (reason) => ends.push({ tab, reason }) });
    const stopRefreshed = follow('refreshed', refreshed, (message) => heard.push(message));
    const stopStale = follow('stale', stale, () => undefined);
    refreshed.token = cast.ana.identity.idToken;

    await eventually(() => ends.length > 0);
    expect(ends).toEqual([{ tab: 'stale', reason: 'session_expired' }]);
    await new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens }).send({ ...base, text: 'Ainda por aqui?', clientMessageId: 'adapter-0201' });
    await eventually(() => heard.length === 1);
    stopRefreshed();
    stopStale();
    expect(heard.map((message) => message.message)).toEqual(['Ainda por aqui?']);
    expect(ends).toHaveLength(1);
  });

  it("reconnects at once, never showing 'reconnecting', when its server closes for a deploy, and resumes after the last message", async () => {
    const base = await anasChat();
    api.tokens.actAs(cast.brand.identity);
    const brandChat = new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: api.tokens });
    await brandChat.send({ ...base, text: 'Antes do deploy', clientMessageId: 'deploy-0001' });
    const { lastSeq } = await brandChat.listPage(base.chatId);

    // The first connection hands over its first message, then ends as a closing server ends it.
    let connections = 0;
    const closingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      connections += 1;
      if (connections > 1 || !response.body) return response;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const chunk = await reader.read();
          if (!chunk.done) controller.enqueue(chunk.value);
          if (chunk.done || new TextDecoder().decode(chunk.value).includes(`"seq":${String(lastSeq)}`)) {
            controller.enqueue(new TextEncoder().encode('event: reconnect\ndata: {}\n\n'));
            controller.close();
            void reader.cancel();
          }
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const anaTokens = { read: () => cast.ana.identity.idToken, save: () => undefined, clear: () => undefined };
    const anaChat = new AxiosChatAdapter(api.client, { baseURL: api.baseURL, tokenStore: anaTokens, fetch: closingFetch });
    const heard: ChatMessage[] = [];
    const states: ChatFeedState[] = [];
    const stop = anaChat.follow(base.chatId, lastSeq - 1, { onMessage: (message) => heard.push(message), onState: (state) => states.push(state) });
    await eventually(() => heard.length === 1 && connections === 2);
    await brandChat.send({ ...base, text: 'Depois do deploy', clientMessageId: 'deploy-0002' });
    await eventually(() => heard.length === 2);
    stop();
    expect(heard.map((message) => message.message)).toEqual(['Antes do deploy', 'Depois do deploy']);
    expect(states).toEqual(['live', 'live']);
  });
});
