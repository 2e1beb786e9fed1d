import type { ChatFeedState, ChatMessage } from '@publi/application';
import { chatPortSuite, contractPortSuite, notificationPortSuite, proposalPortSuite } from '@publi/application/testing';
import { castForContracts, startTestApp, type ContractCast } from '@publi/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { AxiosChatAdapter } from './axios-chat.adapter.js';
import { AxiosContractAdapter } from './axios-contract.adapter.js';
import { AxiosNotificationAdapter } from './axios-notification.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { liveContractWorld } from './live-marketplace.builder.js';

const api = useLiveApi(startTestApp);
const contracts = new AxiosContractAdapter(api.client);
const notifications = new AxiosNotificationAdapter(api.client);
let cast: ContractCast;

beforeAll(async () => {
  cast = await castForContracts(api.testApp);
});

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
});
