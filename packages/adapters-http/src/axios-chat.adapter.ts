import type { ChatFeedEnd, ChatFeedListener, ChatMessage, ChatPage, ChatPort, TokenStorePort } from '@publi/application';
import { chatMessageSchema, EVENT_STREAM_END_EVENT, EVENT_STREAM_RECONNECT_EVENT, eventStreamEndSchema, chatRoutes, type ChatMessageWire } from '@publi/contract';
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
 * `seq` it delivered, so nothing is lost or shown twice, until the server says the person may no
 * longer read the chat or their session ended (`onEnd`).
 */
export class AxiosChatAdapter implements ChatPort {
  constructor(
    private readonly client: AxiosInstance,
    private readonly feed: ChatFeedOptions,
  ) {}

  async listPage(chatId: number, before?: number): Promise<ChatPage> {
    return chatPageFromWire(await requestApi(this.client, chatRoutes.listChatMessages, { params: { id: chatId }, ...(before === undefined ? {} : { query: { before } }) }));
  }

  async send(message: { readonly chatId: number; readonly contractId: number; readonly text: string; readonly clientMessageId: string }): Promise<ChatMessage> {
    const body = { chat_id: message.chatId, contract_id: message.contractId, message: message.text, client_message_id: message.clientMessageId };
    return chatMessageFromWire(await requestApi(this.client, chatRoutes.postChatMessage, { params: { chat_id: message.chatId }, body }));
  }

  async markRead(chatId: number, seq: number): Promise<number> {
    return (await requestApi(this.client, chatRoutes.markChatRead, { params: { chat_id: chatId }, body: { seq } })).unread;
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
    const onMessage = (message: ChatMessageWire) => {
      if (message.seq <= last) return;
      last = message.seq;
      listener.onMessage(chatMessageFromWire(message));
    };

    const run = async () => {
      let previous: ConnectionOutcome | null = null;
      for (let attempt = 0; !state.stopped; attempt += 1) {
        abort = new AbortController();
        const token = this.feed.tokenStore.read();
        let outcome: ConnectionOutcome = 'dropped';
        try {
          const url = `${this.feed.baseURL}${withParams(chatRoutes.streamChatMessages.path, { chat_id: chatId })}?after=${String(last)}`;
          outcome = await followOnce(fetchStream, url, token, abort.signal, {
            onLive: () => {
              attempt = 0;
              listener.onState?.('live');
            },
            onMessage,
          });
        } catch {
          // A dropped connection or an abort: reconnect below, unless stopped.
        }
        if (isStopped()) return;
        if (outcome === 'access_lost') {
          listener.onEnd?.(outcome);
          return;
        }
        if (outcome === 'session_expired') {
          // The identity provider refreshes the token before it expires: a newer one than the
          // stream was opened with follows on at once; without one the session is over.
          const fresh = this.feed.tokenStore.read();
          if (fresh === null || fresh === token) {
            listener.onEnd?.(outcome);
            return;
          }
          attempt = -1;
          continue;
        }
        // The server closed for a deploy: another replica takes the stream at once. Twice in a
        // row waits like a drop, so a confused server never makes a loop without pauses.
        const atOnce = outcome === 'reconnect' && previous !== 'reconnect';
        previous = outcome;
        if (atOnce) {
          attempt = -1;
          continue;
        }
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

/**
 * How one connection of a live feed ended: dropped (reconnect after a pause and resume), closed
 * by its server for a deploy (reconnect at once and resume), or for good, and why.
 */
type ConnectionOutcome = 'dropped' | 'reconnect' | ChatFeedEnd;

/**
 * One connection to a chat's stream, read until it ends. A refusal says the right is gone before
 * any event (404 or 403: not, or no longer, a party; 401: the token); an open stream says it with
 * its final `event: end`. Anything else is a dropped connection.
 */
async function followOnce(
  fetchStream: typeof fetch,
  url: string,
  token: string | null,
  signal: AbortSignal,
  on: { readonly onLive: () => void; readonly onMessage: (message: ChatMessageWire) => void },
): Promise<ConnectionOutcome> {
  const response = await fetchStream(url, {
    headers: { accept: 'text/event-stream', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    cache: 'no-store',
    signal,
  });
  if (response.status === 404 || response.status === 403) return 'access_lost';
  if (response.status === 401) return 'session_expired';
  if (!response.ok || !response.body) return 'dropped';
  on.onLive();
  let outcome: ConnectionOutcome = 'dropped';
  await readEventStream(response.body, ({ event, data }) => {
    if (event === EVENT_STREAM_RECONNECT_EVENT) {
      outcome = 'reconnect';
      return;
    }
    if (event === EVENT_STREAM_END_EVENT) {
      const ended = eventStreamEndSchema.safeParse(JSON.parse(data));
      if (ended.success) outcome = ended.data.reason;
      return;
    }
    const parsed = chatMessageSchema.safeParse(JSON.parse(data));
    if (parsed.success) on.onMessage(parsed.data);
  });
  return outcome;
}
