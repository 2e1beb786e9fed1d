import { z } from 'zod';

/**
 * The schema of a success answer, `{ data: <schema> }`. The envelope leaves room beside
 * `data` (paging, warnings) without breaking clients, and lets a client tell an answer from
 * an error body by its one top-level key.
 */
export function successEnvelope<Schema extends z.ZodType>(schema: Schema): z.ZodObject<{ data: Schema }> {
  return z.object({ data: schema });
}
