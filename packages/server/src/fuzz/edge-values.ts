import fc from 'fast-check';

// The server takes JSON bodies up to 256 KiB (`build-app.ts`): a huge text just under the limit
// reaches validation, one just over it meets the body parser.
const UNDER_BODY_LIMIT = 200_000;
const OVER_BODY_LIMIT = 300_000;

/**
 * Text that trips code written with ASCII in mind: lone surrogates (no UTF-8 for them), NUL and
 * other control characters (PostgreSQL's text refuses NUL), direction marks, emoji sequences,
 * combining marks, characters whose case changes their length, and injection-shaped text.
 */
export const UNICODE_EDGES: readonly string[] = [
  '\uD800',
  '\uDFFF',
  'Ana\uD83D',
  '\u0000',
  'Ana\u0000Souza',
  '\u0001\u0008\u001B\u007F',
  '\r\n\t',
  '\u202Egnp.exe',
  '\u200F\u200E\u061C',
  '\u200B\u2060\uFEFF',
  '\u00A0\u2028\u2029',
  '😀',
  '👩🏽‍💻',
  '🇧🇷',
  'e\u0301',
  `a${'\u0300'.repeat(64)}`,
  'ß İ ﬁ',
  '\uFFFE\uFFFF',
  "'; drop table users; --",
  '" or 1=1 --',
  '%_\\',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
];

/** The characters most likely to get past a shape check and break what stores or shows a text. */
export const POISON_CHARACTERS: readonly string[] = ['\u0000', '\uD800', '\u001B', '\u202E', '\uFEFF', '\r\n', '😀'];

/** How many texts `value` holds, in the order {@link withTexts} numbers them. */
export function textCount(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item: unknown) => sum + textCount(item), 0);
  if (typeof value === 'object' && value !== null) return Object.values(value).reduce((sum: number, item: unknown) => sum + textCount(item), 0);
  return 0;
}

/** `value` with `character` added to its texts numbered in `which` (walk order, from 0). */
export function withTexts(value: unknown, which: ReadonlySet<number>, character: string): unknown {
  let seen = -1;
  const poison = (inner: unknown): unknown => {
    if (typeof inner === 'string') return which.has((seen += 1)) ? `${inner}${character}` : inner;
    if (Array.isArray(inner)) return inner.map(poison);
    if (typeof inner === 'object' && inner !== null) return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, poison(item)]));
    return inner;
  };
  return poison(value);
}

/** Keys that mean something to JavaScript objects or to query parsers. */
export const EDGE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'a.b', '0', '$where', '😀', 'k'.repeat(512)];

/** Numbers at the edges of what ids and amounts hold (JSON has no NaN or Infinity: those travel as text). */
export const NUMBER_EDGES: readonly number[] = [0, -0, -1, 0.5, 0.1 + 0.2, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324];

/** Text that looks like a number to a lenient reader: what ids and numbers in paths and queries get. */
export const NUMBER_LIKE_TEXT: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  '0b1',
  '1_000',
  ' 1 ',
  '+1',
  '-0',
  '00001',
  '1.',
  '.5',
  '1.0',
  '٣',
  '１２',
  '9'.repeat(400),
  '-9007199254740993',
  '2147483648',
  '',
  'null',
  'undefined',
  'true',
];

/** A text of `length` characters, cycling through a few scripts so it is not only ASCII. */
export function longText(length: number): string {
  return 'Ação😀ﬁ'.repeat(Math.ceil(length / 6)).slice(0, length);
}

/** Huge texts: under the JSON body limit (they reach validation) and over it (a 413). */
export const hugeText = (): fc.Arbitrary<string> => fc.constantFrom('x'.repeat(UNDER_BODY_LIMIT), longText(UNDER_BODY_LIMIT / 3), 'y'.repeat(OVER_BODY_LIMIT));

/** Values nested `depth` levels deep, arrays or objects. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** An object holding `key` as its own property, `__proto__` included (a literal would set the prototype instead). */
export function withOwnKey(target: unknown, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = typeof target === 'object' && target !== null && !Array.isArray(target) ? { ...target } : {};
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** A value of a JSON type other than the expected one (`kind` is the one to leave out). */
export function wrongType(kind: 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null'): fc.Arbitrary<unknown> {
  const all: Record<typeof kind, fc.Arbitrary<unknown>> = {
    string: fc.constantFrom('1', 'true', '', 'texto'),
    number: fc.constantFrom(0, 1, -1, 1.5),
    boolean: fc.boolean(),
    object: fc.constantFrom({}, { a: 1 }),
    array: fc.constantFrom([], [1], ['a', null]),
    null: fc.constant(null),
  };
  return fc.oneof(...Object.entries(all).filter(([name]) => name !== kind).map(([, arbitrary]) => arbitrary));
}

/** Values nested deep enough to break a recursive reader, as parsed JSON (the raw-text variants are in `raw-bodies.ts`). */
export const deepValue = (): fc.Arbitrary<unknown> => fc.constantFrom(deeplyNested(1_000, 'array'), deeplyNested(1_000, 'object'));

/** Any of the above, for a field whose schema says little. */
export const anyEdgeValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(fc.constantFrom(...UNICODE_EDGES), fc.constantFrom(...NUMBER_EDGES), fc.constantFrom(...NUMBER_LIKE_TEXT), wrongType('null'), hugeText(), deepValue());
