/** A `fetch` that knows whether any request it sent is still unanswered. */
export interface TrackedFetch {
  readonly fetch: typeof fetch;
  /** Resolves once no request has been under way across two turns of the event loop, or after `limitMs`. */
  settled(limitMs: number): Promise<void>;
}

// A Response with one of these statuses may not be given a body, not even an empty one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const nextTurn = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/**
 * Wraps `send` so a page can be drawn (on the server) or hydrated (in the browser) once the reads
 * its route started have been answered and the stores hold them. A body is read inside the
 * count, so "answered" means the whole answer; a store that reads again on an answer (the
 * session, then its account) starts the next request before the count is looked at again.
 */
export function trackedFetch(send: typeof fetch): TrackedFetch {
  let inFlight = 0;
  return {
    fetch: async (input, init) => {
      inFlight += 1;
      try {
        const response = await send(input, init);
        const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      } finally {
        inFlight -= 1;
      }
    },
    settled: async (limitMs) => {
      const deadline = Date.now() + limitMs;
      let quietTurns = 0;
      while (quietTurns < 2 && Date.now() < deadline) {
        await nextTurn();
        quietTurns = inFlight === 0 ? quietTurns + 1 : 0;
      }
    },
  };
}
