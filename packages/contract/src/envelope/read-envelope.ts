import type { ErrorBody } from '../errors/error-body.schema.js';

/** What an answer's body is, before its `data` meets the route's schema. */
export type EnvelopeReading =
  | { readonly kind: 'data'; readonly data: unknown }
  | { readonly kind: 'error'; readonly body: ErrorBody }
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' };

/**
 * Sorts an answer's body (the parsed JSON, whatever its status) the way SPEC section 8 asks
 * the clients to: `{ data }`, the server's error body, nothing at all (a 204, an empty text or a
 * JSON null), or anything else. Free of zod, so the light transport of the public reads uses it
 * as it is; `readSuccessBody` adds the route's schema on top.
 */
export function readEnvelope(body: unknown): EnvelopeReading {
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) return { kind: 'empty' };
  if (typeof body === 'object' && 'data' in body) return { kind: 'data', data: body.data };
  const error = errorBodyOf(body);
  return error === null ? { kind: 'invalid' } : { kind: 'error', body: error };
}

/**
 * `value` as the API's error body (only its known keys), or `null` when it is not one. It accepts
 * exactly what `errorBodySchema` accepts: a property test holds the two together.
 */
export function errorBodyOf(value: unknown): ErrorBody | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message, fields } = value.error;
  if (!isFilledText(code) || !isFilledText(message)) return null;
  if (fields === undefined) return { error: { code, message } };
  if (!isRecord(fields) || !Object.values(fields).every((text) => typeof text === 'string')) return null;
  return { error: { code, message, fields: { ...(fields as Record<string, string>) } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilledText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
