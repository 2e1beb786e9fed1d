import fc from 'fast-check';
import type { HttpMethod } from '@publi/contract';

/** One request the fuzz sends, as `TestApp.call` takes it (plus what was bent, for the failure message). */
export interface FuzzRequest {
  readonly method: HttpMethod;
  /** Path and query string, relative to `/api`. */
  readonly path: string;
  /** An object goes as JSON; a text or bytes go as they are, with the `content-type` in `headers`. */
  readonly body?: unknown;
  readonly headers: Readonly<Record<string, string>>;
  /** What was bent: `valid`, `body`, `query`, `params`, `raw body: ...`, `form: ...`. */
  readonly bent: string;
  /** The path itself was bent, so the router may find no route (the API's 404) or refuse to decode it (400). */
  readonly pathBent: boolean;
}

const SHOWN = 160;

function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > SHOWN ? `${value.slice(0, SHOWN)}… (${String(value.length)} characters)` : value;
  if (Buffer.isBuffer(value)) return `<${String(value.length)} bytes: ${value.subarray(0, SHOWN).toString('latin1')}>`;
  if (Array.isArray(value)) return value.length > 8 ? [...value.slice(0, 8).map(shorten), `… (${String(value.length)} items)`] : value.map(shorten);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [shorten(key), shorten(inner)]));
  return value;
}

/**
 * A request that prints itself short in fast-check's counterexample (a 200 kB text would drown
 * the seed and the path), own `__proto__` keys included.
 */
export function fuzzRequest(request: FuzzRequest): FuzzRequest {
  const shown = (): string => {
    try {
      return JSON.stringify(shorten(request), undefined, 1).slice(0, 4_000);
    } catch {
      // A value nested thousands of levels deep is past JSON.stringify's reach here.
      return `${request.method} ${String(shorten(request.path))} (${request.bent}, body too deep to print)`;
    }
  };
  return Object.assign(Object.create(null), request, { [fc.toStringMethod]: shown }) as FuzzRequest;
}

// `encodeURIComponent` throws on a lone surrogate: send what a careless client would, the
// surrogate's three bytes (not valid UTF-8), so the server's decoder meets them.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;

/** Percent-encodes a path segment or query value, lone surrogates included. */
export function encodeText(text: string): string {
  return text
    .split(LONE_SURROGATE)
    .map((piece) => encodeURIComponent(piece))
    .join('%ED%A0%80');
}

/** How a value of any type is written in a URL: text as is, numbers by JavaScript's `String`, the rest as JSON. */
export function urlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return JSON.stringify(value);
}

/** A query string (with its `?`) for a query object: lists as repeated keys, missing values left out. */
export function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return `?${encodeText(urlText(query))}`;
  const pairs = Object.entries(query).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    return values.map((one) => `${encodeText(key)}=${encodeText(urlText(one))}`);
  });
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The route's path with its `:params` filled from `params` (a wrong-typed `params` fills every one). */
export function pathWith(pattern: string, params: unknown, raw = false): string {
  return pattern.replaceAll(/:(\w+)/g, (_, name: string) => {
    const value: unknown = typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>)[name] : params;
    return raw ? urlText(value) : encodeText(urlText(value));
  });
}
