import { ApplicationError, type TokenStorePort } from '@publi/application';
import { PUBLIC_READ_ADDRESSES, readEnvelope, type PublicReadName } from '@publi/contract';
import { answerError } from '../answer-error.js';
import type { PublicReadCall, PublicReadData, PublicReader } from './public-reader.js';

/** Where the API is, where the login token is kept, and the `fetch` to call it with. */
export interface FetchPublicReaderOptions {
  /** The API base, `/api` included. */
  readonly baseURL: string;
  readonly tokenStore: TokenStorePort;
  readonly fetch?: typeof fetch;
}

/**
 * The light transport of the public reads: the browser's `fetch` and the envelope read without
 * the route's schema. A first visit (the landing page, the results, a profile) then downloads
 * neither axios nor zod and the contract's schemas, about 70 KiB on the wire (web README). The
 * answer's shape is trusted rather than checked: these routes answer public data from our own
 * server, and `fetch-public-reader.int.spec.ts` holds every one of them equal to what the checked
 * transport reads. The token goes along when there is one, as the checked client sends it: a
 * creator reading their own profile gets it whole.
 */
export function createFetchPublicReader({ baseURL, tokenStore, fetch: send = globalThis.fetch }: FetchPublicReaderOptions): PublicReader {
  return async <Name extends PublicReadName>(name: Name, call: PublicReadCall = {}): Promise<PublicReadData<Name>> => {
    const { method, path } = PUBLIC_READ_ADDRESSES[name];
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = tokenStore.read();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await send(`${baseURL.replace(/\/$/, '')}${path}${queryString(call.query)}`, {
        method,
        headers,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      text = await response.text();
    } catch {
      throw new ApplicationError('NETWORK.UNREACHABLE');
    }
    const envelope = readEnvelope(parsedOrText(text));
    if (envelope.kind === 'data') return envelope.data as PublicReadData<Name>;
    throw answerError(response.status, envelope.kind === 'error' ? envelope.body : envelope.kind === 'empty' ? 'RESPONSE.EMPTY' : 'RESPONSE.INVALID_FORMAT');
  };
}

/**
 * The query in the form the contract reads: a list as repeated keys (`?states=PE&states=SP`),
 * `null` and `undefined` left out, as the checked client writes it.
 */
export function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      // Query values are text, numbers or flags; `null` and `undefined` mean "not set".
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The body as JSON, or as the text it is (a proxy's HTML page), which the envelope calls invalid. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
