import { z } from 'zod';
import { creatorSearchParamsSchema, searchParamsQueryShape, withOrderedSearchBounds } from './creator-search-params.schema.js';
import { listField } from './list-field.schema.js';
import { listParam } from './list-param.schema.js';
import { idField, intField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';

/** Most creators `ids` may restrict a search to (a cart's worth). */
export const MAX_SEARCH_IDS = 200;

/**
 * Furthest a search may page. Deep offsets cost the database a scan of every row before
 * them and no person pages that far; narrowing the filters is the way on.
 */
export const MAX_SEARCH_OFFSET = 10_000;

const idsList = { item: idField('o id do criador'), label: 'os ids dos criadores', max: MAX_SEARCH_IDS } as const;
const offsetField = intField({ label: 'o offset', min: 0, max: MAX_SEARCH_OFFSET });

/**
 * `POST /account/creator/filter` ({params, ids, offset} in the spec): the filters, optionally
 * only among the creators in `ids`, from the `offset`-th result (0 when left out). Pages hold
 * `CREATOR_PAGE_SIZE` (24) results; any offset is accepted, not only multiples of 24.
 */
export const creatorSearchBodySchema = strictRequest({
  params: creatorSearchParamsSchema,
  ids: listField(idsList).optional(),
  offset: offsetField.default(0),
});

/** @see creatorSearchBodySchema */
export type CreatorSearchBodyWire = z.infer<typeof creatorSearchBodySchema>;

/**
 * `GET /account/creator/filter/count` and `/price-range`: the filters, flat in the query
 * string (`?states=PE,SP&min_engagement=2`).
 */
export const creatorSearchQuerySchema = withOrderedSearchBounds(strictRequest(searchParamsQueryShape));

/** @see creatorSearchQuerySchema */
export type CreatorSearchQueryWire = z.infer<typeof creatorSearchQuerySchema>;

/** `GET /account/creator/filter`: the filters plus `ids` and `offset`, all in the query string. */
export const creatorSearchPageQuerySchema = withOrderedSearchBounds(
  strictRequest({
    ...searchParamsQueryShape,
    ids: listParam({ ...idsList, item: fromQuery(idsList.item) }),
    offset: fromQuery(offsetField.default(0)),
  }),
);

/** @see creatorSearchPageQuerySchema */
export type CreatorSearchPageQueryWire = z.infer<typeof creatorSearchPageQuerySchema>;

/**
 * Totals are exact up to this many creators; past it the server stops counting and says
 * so (`total_is_capped`), since an exact count of a broad filter costs a full scan and
 * "mais de 1.000" is all a person needs.
 */
export const CREATOR_TOTAL_CAP = 1000;

/** A result count: exact, or {@link CREATOR_TOTAL_CAP} with `total_is_capped: true`. */
export const creatorSearchCountSchema = z.object({
  total: z.number().int().min(0).max(CREATOR_TOTAL_CAP),
  total_is_capped: z.boolean(),
});

/** @see creatorSearchCountSchema */
export type CreatorSearchCountWire = z.infer<typeof creatorSearchCountSchema>;

/**
 * `GET /account/creator/count`: how many active creators there are; exact up to 50,000
 * creators, the database planner's estimate past that (a landing page needs no last digit).
 */
export const creatorTotalSchema = z.object({ total: z.number().int().min(0) });

/** @see creatorTotalSchema */
export type CreatorTotalWire = z.infer<typeof creatorTotalSchema>;
