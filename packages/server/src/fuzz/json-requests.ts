import fc from 'fast-check';
import type { RouteContract } from '@publi/contract';
import type { z } from 'zod';
import { EDGE_KEYS, POISON_CHARACTERS, UNICODE_EDGES, hugeText, textCount, withTexts } from './edge-values.js';
import { fuzzRequest, pathWith, queryString, type FuzzRequest } from './fuzz-request.js';
import { rawBodies } from './raw-bodies.js';
import { arbitrariesOf } from './schema-arbitraries.js';
import type { Arbitraries, FieldHints } from './schema-arbitraries.types.js';

interface Parts {
  readonly body: unknown;
  readonly query: unknown;
  readonly params: unknown;
}

const none: Arbitraries = { valid: fc.constant(undefined), malformed: fc.constant(undefined) };

// Path segments the router itself must cope with: broken percent-encoding, an encoded slash or
// NUL, dot segments, and one far past Fastify's 100-character limit for a parameter.
const RAW_SEGMENTS = ['%', '%E0%A4%A', '%ZZ', '%00', '%2F', '..', '%2e%2e', '%C0%AE', '1;DROP', '9'.repeat(5_000), '1%20OR%201=1'];

function sameAsPath(body: unknown, params: unknown): unknown {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord(body) || !isRecord(params)) return body;
  return { ...body, ...Object.fromEntries(Object.entries(params).filter(([key]) => Object.hasOwn(body, key))) };
}

/**
 * `value` with `character` added to each of its texts the schema still takes with it: the free
 * texts (a name, a message), not those with a pattern (a CEP, a phone), which would be refused
 * before anything is stored. What reaches the handler, and the database, carries the character.
 */
function poisonFreeTexts(schema: z.ZodType | undefined, value: unknown, character: string): unknown {
  if (schema === undefined) return value;
  const free = new Set<number>();
  for (let index = 0; index < textCount(value); index += 1) {
    if (schema.safeParse(withTexts(value, new Set([index]), character)).success) free.add(index);
  }
  return withTexts(value, free, character);
}

/** Query keys a route does not take, some meaning something to JavaScript, and a huge query. */
function extraQuery(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.tuple(fc.constantFrom(...EDGE_KEYS), fc.constantFrom('1', '[]', '{"a":1}', ...UNICODE_EDGES)).map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value.replaceAll(/[\uD800-\uDFFF]/gu, ''))}`),
    fc.constant('__proto__[admin]=1&constructor[prototype][admin]=1'),
    fc.constant(`q=${'a'.repeat(100_000)}`),
    fc.constant('a=1&a=2&a=3'),
  );
}

/**
 * Requests for a JSON route (the chat stream's too: it takes a query and a path): valid-looking
 * ones, and ones with one part bent (its body, query or path parameters, a raw body, extra query
 * keys, a raw path segment). Parts come from the route's own zod schemas, ids from `hints`.
 */
export function jsonRequests(route: RouteContract, hints: FieldHints, options: { readonly rawBodies: boolean } = { rawBodies: true }): fc.Arbitrary<FuzzRequest> {
  const body = route.body === undefined ? none : arbitrariesOf(route.body, hints);
  const query = route.query === undefined ? none : arbitrariesOf(route.query, hints);
  const params = route.params === undefined ? none : arbitrariesOf(route.params, hints);
  // A field named in the path and in the body (`chat_id`) says the same thing in a valid request.
  const valid = fc.record({ body: body.valid, query: query.valid, params: params.valid }).map(({ body: value, query: search, params: path }) => ({ body: sameAsPath(value, path), query: search, params: path }));
  const request = (parts: Parts, bent: string, extra: Partial<Pick<FuzzRequest, 'body' | 'headers' | 'pathBent'>> & { readonly rawPath?: boolean; readonly moreQuery?: string } = {}): FuzzRequest => {
    const search = queryString(parts.query);
    const more = extra.moreQuery === undefined ? '' : `${search === '' ? '?' : '&'}${extra.moreQuery}`;
    return fuzzRequest({
      method: route.method,
      path: `${pathWith(route.path, parts.params, extra.rawPath)}${search}${more}`,
      ...(extra.body !== undefined ? { body: extra.body } : parts.body !== undefined ? { body: parts.body } : {}),
      headers: extra.headers ?? {},
      bent,
      pathBent: extra.pathBent ?? route.params !== undefined,
    });
  };
  // NUL first among equals: PostgreSQL's text cannot hold it, so it is the one most likely to reach a 500.
  const poison = fc.oneof({ weight: 3, arbitrary: fc.constant('\u0000') }, fc.constantFrom(...POISON_CHARACTERS));
  const branches: { arbitrary: fc.Arbitrary<FuzzRequest>; weight: number }[] = [
    { weight: 6, arbitrary: valid.map((parts) => request(parts, 'valid', { pathBent: false })) },
    { weight: 1, arbitrary: fc.tuple(valid, extraQuery()).map(([parts, moreQuery]) => request(parts, 'extra query keys', { moreQuery, pathBent: false })) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, poison).map(([parts, character]) =>
        request({ ...parts, body: poisonFreeTexts(route.body, parts.body, character), query: poisonFreeTexts(route.query, parts.query, character) }, `free texts + ${JSON.stringify(character)}`, { pathBent: false }),
      ),
    },
  ];
  // Every route gets raw bodies, those that take none too (a body where none belongs), except an
  // event stream: it is read with `fetch`, which sends no body with a GET.
  if (options.rawBodies) {
    branches.push({
      weight: 2,
      arbitrary: fc.tuple(valid, rawBodies(body.valid)).map(([parts, raw]) =>
        request(parts, raw.bent, { body: raw.payload, headers: raw.contentType === undefined ? {} : { 'content-type': raw.contentType }, pathBent: false }),
      ),
    });
  }
  if (route.body !== undefined) branches.push({ weight: 4, arbitrary: fc.tuple(valid, body.malformed).map(([parts, bad]) => request({ ...parts, body: bad }, 'body', { pathBent: false })) });
  if (route.query !== undefined) {
    branches.push({ weight: 3, arbitrary: fc.tuple(valid, query.malformed).map(([parts, bad]) => request({ ...parts, query: bad }, 'query', { pathBent: false })) });
    branches.push({ weight: 1, arbitrary: fc.tuple(valid, hugeText()).map(([parts, text]) => request({ ...parts, query: { q: text } }, 'huge query', { pathBent: false })) });
  }
  if (route.params !== undefined) {
    branches.push({ weight: 3, arbitrary: fc.tuple(valid, params.malformed).map(([parts, bad]) => request({ ...parts, params: bad }, 'params')) });
    branches.push({ weight: 2, arbitrary: fc.tuple(valid, fc.constantFrom(...RAW_SEGMENTS)).map(([parts, segment]) => request({ ...parts, params: segment }, 'raw path segment', { rawPath: true })) });
  }
  return fc.oneof(...branches);
}
