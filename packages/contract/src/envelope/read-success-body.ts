import type { z } from 'zod';
import { apiError } from '../errors/api-error.js';
import { errorBodySchema, type ErrorBody } from '../errors/error-body.schema.js';

/** What a client makes of an answer's body: the route's `data`, or the error to raise. */
export type SuccessBodyReading<Data> =
  | { readonly success: true; readonly data: Data }
  | { readonly success: false; readonly error: ErrorBody };

/**
 * Reads an answer's body the way SPEC section 8 asks the clients to: an empty body is
 * `RESPONSE.EMPTY`; the server's own error body is passed on as it came (its message is the
 * one to show); a body that is not `{ data }` of the route's schema is `RESPONSE.INVALID_FORMAT`.
 * It reads the same envelope as `successEnvelope(response)` describes.
 *
 * @param response - the route's `response` schema.
 * @param body - the parsed JSON of the answer, whatever its status.
 */
export function readSuccessBody<Schema extends z.ZodType>(response: Schema, body: unknown): SuccessBodyReading<z.output<Schema>> {
  // A 204, an empty text or a JSON null: axios hands each over differently.
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) return { success: false, error: apiError('RESPONSE.EMPTY') };
  if (typeof body === 'object' && 'data' in body) {
    const data = response.safeParse(body.data);
    if (data.success) return { success: true, data: data.data };
  }
  const failure = errorBodySchema.safeParse(body);
  if (failure.success) return { success: false, error: failure.data };
  return { success: false, error: apiError('RESPONSE.INVALID_FORMAT') };
}
