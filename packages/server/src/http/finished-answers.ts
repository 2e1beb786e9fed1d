import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { ContentEncoding } from './accepted-encoding.js';
import { COMPRESS_FROM_BYTES } from './register-compression.js';

/** One GET answer made ready to send: its JSON, its validator, and its bytes per encoding once asked. */
export interface FinishedAnswer {
  readonly json: string;
  /** Made when first read: an answer that may not be kept (`auth: required`) never needs one. */
  readonly etag: string;
  /** Whether the answer is big enough to be worth compressing. */
  readonly compressible: boolean;
  /** The body in `encoding`, compressed on the first request that accepts it. */
  bodyIn(encoding: ContentEncoding): Buffer;
}

/** A weak validator: the same JSON, whatever the encoding it travels in, is the same answer. */
function etagOf(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

// Brotli at level 4, like @fastify/compress's default: an answer not served from a cache is
// compressed on each request, and a page of results costs well under a millisecond at 4.
const COMPRESSORS: Readonly<Record<ContentEncoding, (json: string) => Buffer>> = {
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (json) => gzipSync(json),
};

function finish(json: string): FinishedAnswer {
  const encoded = new Map<ContentEncoding, Buffer>();
  let etag: string | undefined;
  return {
    json,
    get etag() {
      etag ??= etagOf(json);
      return etag;
    },
    compressible: Buffer.byteLength(json) >= COMPRESS_FROM_BYTES,
    bodyIn(encoding) {
      let body = encoded.get(encoding);
      if (body === undefined) {
        body = COMPRESSORS[encoding](json);
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * Finished answers of one route, remembered per answer object marked `unchanging`. A handler
 * that reads from the replica's cache hands back the very same marked object on every hit, so
 * its check against the contract, its JSON, its ETag and its compressed bytes are made once,
 * when the answer is first sent, not on every request: that work was nearly all a cached first
 * page cost. Any other answer is finished afresh each time, even an object handed back again,
 * which its handler might have changed since; the weak map forgets an answer once nothing else
 * holds it (the cache dropped it).
 *
 * @param toData - the answer checked against the route's response schema, as sent in `{ data }`.
 */
export function finishedAnswers(toData: (answer: unknown) => unknown): (answer: unknown) => FinishedAnswer {
  const kept = new WeakMap<object, FinishedAnswer>();
  return (answer) => {
    // Frozen: marked `unchanging` (src/cache/unchanging.ts).
    const key = typeof answer === 'object' && answer !== null && Object.isFrozen(answer) ? answer : undefined;
    const known = key === undefined ? undefined : kept.get(key);
    if (known !== undefined) return known;
    const finished = finish(JSON.stringify({ data: toData(answer) }));
    if (key !== undefined) kept.set(key, finished);
    return finished;
  };
}
