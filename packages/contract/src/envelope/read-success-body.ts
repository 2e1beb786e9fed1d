import type { z } from 'zod';
import { apiError } from '../errors/api-error.js';
import type { ErrorBody } from '../errors/error-body.schema.js';
import { readEnvelope } from './read-envelope.js';

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
  const envelope = readEnvelope(body);
  switch (envelope.kind) {
    case 'empty':
      return { success: false, error: apiError('RESPONSE.EMPTY') };
    case 'error':
      return { success: false, error: envelope.body };
    case 'invalid':
      return { success: false, error: apiError('RESPONSE.INVALID_FORMAT') };
    case 'data': {
      const data = response.safeParse(envelope.data);
      return data.success ? { success: true, data: data.data } : { success: false, error: apiError('RESPONSE.INVALID_FORMAT') };
    }
  }
}
