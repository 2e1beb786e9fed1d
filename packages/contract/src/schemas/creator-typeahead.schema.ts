import { z } from 'zod';
import { intField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { requiredText } from './text-field.schema.js';
import { categoryRefSchema, wireId, wireState } from './wire-values.schema.js';

/** How many items of each group the typeahead answers by default, and at most. */
export const TYPEAHEAD_LIMITS = { default: 5, max: 10 } as const;

/** `GET /account/creator/search?q=&limit=`: the search overlay's text mode. */
export const creatorTypeaheadQuerySchema = strictRequest({
  q: requiredText({ label: 'o termo da busca', max: 80 }),
  limit: fromQuery(intField({ label: 'o limite', min: 1, max: TYPEAHEAD_LIMITS.max }).default(TYPEAHEAD_LIMITS.default)),
});

/** @see creatorTypeaheadQuerySchema */
export type CreatorTypeaheadQueryWire = z.infer<typeof creatorTypeaheadQuerySchema>;

/**
 * The three groups of the search overlay's text mode (SPEC section 2), up to `limit` each.
 * A creator's `secondary_value` is ready to show ('@ana.silva · Recife/PE'); a locale is a
 * state ('Estado', `name` its full name) or a city ('Cidade'), with its state's sigla.
 */
export const creatorTypeaheadSchema = z.object({
  creators: z.array(
    z.object({ id: wireId, cover_image: z.string().nullable(), primary_value: z.string(), secondary_value: z.string() }),
  ),
  locales: z.array(z.object({ name: z.string(), secondary_label: z.enum(['Estado', 'Cidade']), state: wireState })),
  categories: z.array(categoryRefSchema),
});

/** @see creatorTypeaheadSchema */
export type CreatorTypeaheadWire = z.infer<typeof creatorTypeaheadSchema>;
