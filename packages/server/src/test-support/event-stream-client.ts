/** One server-sent event as the client reads it. */
export interface ReceivedEvent {
  readonly id: string;
  readonly data: unknown;
}

/** A live `text/event-stream` read with `fetch`, the token in the Authorization header (as the web app reads it). */
export interface EventStreamClient {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The answer's headers. */
  readonly headers: Headers;
  /** Waits until `count` events have arrived since the stream opened; rejects after `timeoutMs`. */
  until(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** Every event so far. */
  readonly received: readonly ReceivedEvent[];
  /** Whether the answer has ended (the server ended the stream, or `close()` was called). */
  readonly ended: boolean;
  /** The data of the stream's final `event: end`, once it came (the server ended it for good); null until then or without one. */
  readonly endEvent: unknown;
  /** Whether the server's last event was `event: reconnect` (it closed for a deploy: reconnect at once). */
  readonly reconnectAsked: boolean;
  /** Waits until the answer has ended; answers the final `end` event's data, or null when it ended without one. Rejects after `timeoutMs`. */
  untilEnded(timeoutMs?: number): Promise<unknown>;
  close(): void;
}

/** What a browser says it can decode: the server must still send a stream as it is (never buffered by a compressor). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Opens the stream at `url` as `idToken`'s person. */
export async function openEventStream(url: string, idToken: string): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${idToken}`, accept: 'text/event-stream', 'accept-encoding': BROWSER_ACCEPT_ENCODING }, signal: abort.signal });
  const received: ReceivedEvent[] = [];
  let endEvent: unknown = null;
  let reconnectAsked = false;
  let ended = !response.ok || !response.body;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          buffer += chunk.value;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
            const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
            if (name === 'reconnect') reconnectAsked = true;
            else if (name === 'end' && data !== undefined) endEvent = JSON.parse(data) as unknown;
            else if (id !== undefined && data !== undefined) received.push({ id, data: JSON.parse(data) as unknown });
            end = buffer.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // Closed by the test, or by the server.
      }
      ended = true;
      wake();
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    received,
    get ended() {
      return ended;
    },
    get endEvent() {
      return endEvent;
    },
    get reconnectAsked() {
      return reconnectAsked;
    },
    untilEnded: (timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => { reject(new Error(`the stream was still open after ${String(timeoutMs)} ms`)); }, timeoutMs);
        const check = () => {
          if (!ended) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(endEvent);
        };
        waiters.add(check);
        check();
      }),
    until: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => { reject(new Error(`only ${String(received.length)} of ${String(count)} events after ${String(timeoutMs)} ms`)); }, timeoutMs);
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        waiters.add(check);
        check();
      }),
    close: () => { abort.abort(); },
  };
}
