import { randomBytes } from 'node:crypto';
import type { WireValue } from './pagarme-wire.js';

/** What the fake answers one request: a status and a JSON body. */
export interface FakeAnswer {
  readonly status: number;
  readonly body: WireValue;
}

/** `200` with `body`. */
export function ok(body: WireValue): FakeAnswer {
  return { status: 200, body };
}

/** Pagar.me's error body: a message, and field errors by their request path (`request.card.number`). */
export function refusal(status: number, message: string, errors?: Record<string, string[]>): FakeAnswer {
  return { status, body: errors === undefined ? { message } : { message, errors } };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Pagar.me makes them: its prefix (`ch_`, `or_`, `rp_`, `tran_`…) and 16 letters or digits. */
export function pagarmeId(prefix: string): string {
  return prefix + [...randomBytes(16)].map((byte) => ALPHABET[byte % ALPHABET.length] ?? 'A').join('');
}

/** A page of `items` as `?page=&size=` ask (1-based, 10 by default, at most 100). */
export function pageOf<T>(items: readonly T[], query: URLSearchParams): { data: T[]; paging: { total: number } } {
  const size = Math.min(Math.max(Number(query.get('size') ?? 10) || 10, 1), 100);
  const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  return { data: items.slice((page - 1) * size, page * size), paging: { total: items.length } };
}

/** Whether `at` is within the `created_since`/`created_until` of `query` (either may be absent). */
export function createdWithin(at: Date, query: URLSearchParams): boolean {
  const since = query.get('created_since');
  const until = query.get('created_until');
  return (since === null || at >= new Date(since)) && (until === null || at < new Date(until));
}
