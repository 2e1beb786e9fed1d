import type { FuzzRequest } from './fuzz-request.js';
import type { FuzzTarget } from './fuzz-context.js';

/** What the fuzz reads of an answer. */
export interface FuzzAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

// Node's HTTP parser refuses request heads over 16 KiB itself (431, no body) before Fastify sees
// them; only an injected call reaches the server's own checks with a URL that long.
const LONGEST_URL_OVER_HTTP = 8_192;

/** Sends through `TestApp.call` (injected), which also rejects on an error code outside the route's contract list. */
export async function sendInjected(target: FuzzTarget, request: FuzzRequest, idToken: string | undefined): Promise<FuzzAnswer> {
  const response = await target.call({
    method: request.method,
    path: request.path,
    ...(idToken === undefined ? {} : { as: { idToken } }),
    ...(request.body === undefined ? {} : { body: request.body }),
    headers: request.headers,
  });
  const contentType = response.headers['content-type'];
  return { status: response.statusCode, contentType: typeof contentType === 'string' ? contentType : '', body: response.body };
}

/**
 * Sends to an event stream over a real connection: an injected call would wait for the stream's
 * end, which never comes. A refusal's body is read; an opened stream is closed at once, its
 * status being the answer. (The test app's contract check sees these answers too and fails the
 * file on close; the fuzz's own check of the code names the request.)
 */
export async function sendToStream(target: FuzzTarget, baseUrl: string, request: FuzzRequest, idToken: string | undefined): Promise<FuzzAnswer> {
  if (request.path.length > LONGEST_URL_OVER_HTTP) return sendInjected(target, request, idToken);
  const abort = new AbortController();
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      headers: { ...request.headers, accept: 'text/event-stream', ...(idToken === undefined ? {} : { authorization: `Bearer ${idToken}` }) },
      signal: abort.signal,
    });
    const body = response.status >= 400 ? await response.text() : '';
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body };
  } finally {
    abort.abort();
  }
}
