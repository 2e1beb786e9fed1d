import type { ChatFeedListener, ChatMessage, ChatPage, ChatPort, TokenStorePort } from '@publi/application';
import { chatMessageSchema, ROUTES } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { chatMessageFromWire, chatPageFromWire } from './mappers/contract.mapper.js';
import { readEventStream } from './read-event-stream.js';
import { reconnectDelay } from './reconnect-delay.js';
import { requestApi, withParams } from './request-api.js';

/** Where the live feed connects, and how. */
export interface ChatFeedOptions {
  /** The API base, `/api` included. */
  readonly baseURL: string;
  readonly tokenStore: TokenStorePort;
  /** `fetch`, replaceable in tests; the global one by default. */
  readonly fetch?: typeof fetch;
}

/**
 * {@link ChatPort} over `/project/contract/chat/*`. The live feed is the server-sent events
 * stream read with `fetch`, so the token travels in the Authorization header (never in the URL,
 * where logs and proxies would keep it). It reconnects on its own and resumes after the last
 * `seq` it delivered, so nothing is lost or shown twice.
 */
export class AxiosChatAdapter implements ChatPort {
  constructor(
    private readonly client: AxiosInstance,
    private readonly feed: ChatFeedOptions,
  ) {}

  async listPage(chatId: number, before?: number): Promise<ChatPage> {
    return chatPageFromWire(await requestApi(this.client, ROUTES.listChatMessages, { params: { id: chatId }, ...(before === undefined ? {} : { query: { before } }) }));
  }

  async send(message: { readonly chatId: number; readonly contractId: number; readonly text: string; readonly clientMessageId: string }): Promise<ChatMessage> {
    const body = { chat_id: message.chatId, contract_id: message.contractId, message: message.text, client_message_id: message.clientMessageId };
    return chatMessageFromWire(await requestApi(this.client, ROUTES.postChatMessage, { params: { chat_id: message.chatId }, body }));
  }

  async markRead(chatId: number, seq: number): Promise<number> {
    return (await requestApi(this.client, ROUTES.markChatRead, { params: { chat_id: chatId }, body: { seq } })).unread;
  }

  follow(chatId: number, afterSeq: number, listener: ChatFeedListener): () => void {
    const fetchStream = this.feed.fetch ?? fetch;
    let last = afterSeq;
    const state = { stopped: false };
    // Read through a function: `stop()` flips it while `run` is awaiting.
    const isStopped = () => state.stopped;
    let abort = new AbortController();
    let wake: () => void = () => undefined;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    const run = async () => {
      for (let attempt = 0; !state.stopped; attempt += 1) {
        abort = new AbortController();
        try {
          const token = this.feed.tokenStore.read();
          const url = `${this.feed.baseURL}${withParams(ROUTES.streamChatMessages.path, { chat_id: chatId })}?after=${String(last)}`;
          const response = await fetchStream(url, {
            headers: { accept: 'text/event-stream', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
            cache: 'no-store',
            signal: abort.signal,
          });
          // Not (or no longer) a party: there is nothing to follow.
          if (response.status === 404 || response.status === 403) return;
          if (response.ok && response.body) {
            attempt = 0;
            listener.onState?.('live');
            await readEventStream(response.body, ({ data }) => {
              const parsed = chatMessageSchema.safeParse(JSON.parse(data));
              if (!parsed.success || parsed.data.seq <= last) return;
              last = parsed.data.seq;
              listener.onMessage(chatMessageFromWire(parsed.data));
            });
          }
        } catch {
          // A dropped connection or an abort: reconnect below, unless stopped.
        }
        if (isStopped()) return;
        listener.onState?.('reconnecting');
        await pause(reconnectDelay(attempt));
      }
    };
    void run();
    return () => {
      state.stopped = true;
      abort.abort();
      wake();
    };
  }
}
