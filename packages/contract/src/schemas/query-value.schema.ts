import { z } from 'zod';

// Plain decimal notation only: `z.coerce.number` would also read '' as 0, ' ' as 0,
// '0x10' as 16 and '1e3' as 1000, and turn a missing value into NaN instead of "missing".
const DECIMAL_TEXT = /^\s*-?[0-9]+(?:\.[0-9]+)?\s*$/;

/**
 * Reads a query-string value as a number when it is written as one; an empty value counts
 * as missing; anything else is passed on unchanged, so the number schema refuses it with
 * its own pt-BR message.
 */
export function numberFromQuery(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return DECIMAL_TEXT.test(value) ? Number(value) : value;
}

/**
 * A number in a query string (which only carries text): `numberFromQuery`, then `schema`.
 *
 * @example fromQuery(intField({ label: 'o deslocamento', min: 0, max: 10_000 })).parse('24') // 24
 */
export function fromQuery<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(numberFromQuery, schema);
}

/**
 * A query string with its empty parameters left out: `?name=&status=` asks for no name and no
 * status, so each list route reads it as "no filter" (a default, or "missing" for a required
 * parameter), never as a value to validate. Applied once to every route's query, before its schema.
 */
export function withoutEmptyQueryValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')));
}
