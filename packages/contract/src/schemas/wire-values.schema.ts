import { z } from 'zod';
import { BRAZIL_UFS } from './brazil-uf.schema.js';

// Answers are checked, not corrected: these carry no trimming or messages, since only the
// server writes them and a mismatch is a bug to surface (RESPONSE.INVALID_FORMAT), not a
// person's typo.

/** An id in an answer. */
export const wireId = z.number().int().positive();

/** A count in an answer (followers, totals). */
export const wireCount = z.number().int().min(0);

/** A percent in an answer (engagement), or `null` when unknown. */
export const wirePercent = z.number().min(0).max(100).nullable();

/** An instant in an answer: ISO 8601 with a time zone, such as `2025-03-01T12:00:00.000Z`. */
export const wireDateTime = z.iso.datetime({ offset: true });

/** A calendar day in an answer: `YYYY-MM-DD`, São Paulo's. */
export const wireDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A state sigla in an answer. */
export const wireState = z.enum(BRAZIL_UFS);

/** A state sigla in an answer, or `null` when not set. */
export const wireUf = wireState.nullable();

/** `{ id, name }`: how a category is named inside users, creators and search results. */
export const categoryRefSchema = z.object({ id: wireId, name: z.string() });

/** A category as other answers name it. */
export type CategoryRefWire = z.infer<typeof categoryRefSchema>;
