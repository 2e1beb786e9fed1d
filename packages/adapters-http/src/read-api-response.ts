import { readSuccessBody } from '@publi/contract';
import type { z } from 'zod';
import { answerError } from './answer-error.js';

/** The parts of an HTTP answer the reader needs. */
export interface ApiResponse {
  readonly status: number;
  readonly data: unknown;
}

/**
 * Turns an API answer into the route's `data`, or throws the `ApplicationError` a use case
 * branches on. This is the one place checked answers are judged (SPEC section 8):
 * - `{ data }` of the route's schema: the data, parsed (unknown keys dropped);
 * - an empty body: `RESPONSE.EMPTY`;
 * - the server's error body: its code, its message (preferred to ours) and its `fields`;
 * - a 5xx that is not our error body (a proxy's HTML page): `SERVER.ERROR`;
 * - anything else: `RESPONSE.INVALID_FORMAT`.
 *
 * @param schema - the route's `response` schema from `@publi/contract`.
 */
export function readApiResponse<Schema extends z.ZodType>(schema: Schema, response: ApiResponse): z.output<Schema> {
  const reading = readSuccessBody(schema, response.data);
  if (reading.success) return reading.data;
  throw answerError(response.status, reading.error);
}
