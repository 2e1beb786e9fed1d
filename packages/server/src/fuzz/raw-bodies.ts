import fc from 'fast-check';
import { deeplyNested } from './edge-values.js';

/** A body sent as it is, with the content type it claims. */
export interface RawBody {
  readonly payload: string | Buffer;
  readonly contentType?: string;
  readonly bent: string;
}

const JSON_TYPE = 'application/json';

const BROKEN_JSON = ['{"name": "Ana",', '{', '}', "{'a': 1}", '{"a": 1}garbage', '[1,]', 'undefined', 'NaN', '{"a": 01}', '{"a": "\\x41"}', '"\uD800"', '   '];
// Bodies JSON allows but no route takes whole: a bare value, or an object Fastify must refuse
// (`__proto__` and `constructor.prototype` are refused by its parser, before any route).
const ODD_JSON = ['null', '1', '"texto"', 'true', '[]', '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"admin": true}}}', '{"a": {"__proto__": {"x": 1}}}'];
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', 'application/vnd.api+json', 'image/png'];
// Deep enough to break a recursive reader, still under the 256 KiB body limit.
const DEEP_TEXTS = ['['.repeat(100_000) + ']'.repeat(100_000), `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`];

function textOf(value: unknown): string {
  try {
    return JSON.stringify(value ?? {});
  } catch {
    return '{}';
  }
}

/**
 * Bodies a JSON route may meet besides well-formed objects: broken and odd JSON, a good body cut
 * short or with a key repeated, a byte-order mark, invalid UTF-8, other content types, text nested
 * 100,000 levels deep, prototype-polluting keys, an empty body, and one over the size limit.
 */
export function rawBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const json = (bent: string) => (payload: string): RawBody => ({ payload, contentType: JSON_TYPE, bent: `raw body: ${bent}` });
  return fc.oneof(
    fc.constantFrom(...BROKEN_JSON).map(json('broken JSON')),
    fc.constantFrom(...ODD_JSON).map(json('odd JSON')),
    fc.constantFrom(...DEEP_TEXTS).map(json('deep nesting')),
    fc.constant(json('empty')('')),
    fc.constant(json('over the size limit')(JSON.stringify({ name: 'x'.repeat(300_000) }))),
    fc.constant(json('deep value')(JSON.stringify({ a: deeplyNested(1_000, 'object') }))),
    fc.tuple(valid, fc.nat()).map(([value, cut]) => {
      const text = textOf(value);
      return json('cut short')(text.slice(0, cut % Math.max(text.length, 1)));
    }),
    // JSON.parse keeps the last of a repeated key: a valid value first, a wrong one after it.
    valid.map((value) => json('repeated key')(textOf(value).replace(/^\{"([^"]+)":/u, '{"$1": [[["x"]]], "$1":'))),
    valid.map((value) => json('byte-order mark')(`\uFEFF${textOf(value)}`)),
    valid.map((value): RawBody => ({ payload: Buffer.concat([Buffer.from(textOf(value).slice(0, -1)), Buffer.from([0xff, 0xfe, 0xc3, 0x22, 0x7d])]), contentType: JSON_TYPE, bent: 'raw body: invalid UTF-8' })),
    fc.tuple(valid, fc.constantFrom(...OTHER_TYPES)).map(([value, contentType]): RawBody => ({ payload: textOf(value), contentType, bent: `raw body: as ${contentType}` })),
    valid.map((value): RawBody => ({ payload: textOf(value), bent: 'raw body: no content type' })),
  );
}
