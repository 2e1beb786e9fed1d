import type { z } from 'zod';
import { brazilUf } from './brazil-uf.schema.js';
import { listField } from './list-field.schema.js';
import { listParam } from './list-param.schema.js';
import { followersField, idField, percentField } from './number-fields.schema.js';
import { orderedBounds } from './ordered-bounds.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { requiredText } from './text-field.schema.js';

/** Most cities, states and categories one search may filter by. */
export const SEARCH_LIST_LIMITS = { cities: 100, states: 27, categories_ids: 100 } as const;

/** The pt-BR messages for swapped bounds, at the `min_*` field. */
export const SWAPPED_BOUNDS_MESSAGES = {
  audience: 'O mínimo de seguidores não pode ser maior que o máximo.',
  engagement: 'O mínimo de engajamento não pode ser maior que o máximo.',
} as const;

const cityItem = requiredText({ label: 'a cidade', max: 120 });
const stateItem = brazilUf();
const categoryItem = idField('a categoria');

const lists = {
  cities: { item: cityItem, label: 'as cidades', max: SEARCH_LIST_LIMITS.cities },
  states: { item: stateItem, label: 'os estados', max: SEARCH_LIST_LIMITS.states },
  categories_ids: { item: categoryItem, label: 'as categorias', max: SEARCH_LIST_LIMITS.categories_ids },
} as const;

const bounds = {
  max_court_hearing: followersField('o máximo de seguidores').nullable(),
  min_court_hearing: followersField('o mínimo de seguidores').nullable(),
  max_engagement: percentField('o máximo de engajamento').nullable(),
  min_engagement: percentField('o mínimo de engajamento').nullable(),
};

/** The shape of the search filters in a JSON body; a filter left out is "not filtered". */
export const searchParamsBodyShape = {
  max_court_hearing: bounds.max_court_hearing.default(null),
  min_court_hearing: bounds.min_court_hearing.default(null),
  max_engagement: bounds.max_engagement.default(null),
  min_engagement: bounds.min_engagement.default(null),
  cities: listField(lists.cities).default([]),
  states: listField(lists.states).default([]),
  categories_ids: listField(lists.categories_ids).default([]),
};

/**
 * The same filters in a query string: numbers read from text, an empty value as missing,
 * lists from repeated keys or comma-separated values. The output is the body's.
 */
export const searchParamsQueryShape = {
  max_court_hearing: fromQuery(bounds.max_court_hearing.default(null)),
  min_court_hearing: fromQuery(bounds.min_court_hearing.default(null)),
  max_engagement: fromQuery(bounds.max_engagement.default(null)),
  min_engagement: fromQuery(bounds.min_engagement.default(null)),
  cities: listParam(lists.cities),
  states: listParam(lists.states),
  categories_ids: listParam({ ...lists.categories_ids, item: fromQuery(categoryItem) }),
};

/** Adds the swapped-bounds checks of the search filters to an object schema holding them. */
export function withOrderedSearchBounds<Schema extends z.ZodType<Readonly<Record<string, unknown>>>>(schema: Schema): Schema {
  return schema
    .refine(...orderedBounds('min_court_hearing', 'max_court_hearing', SWAPPED_BOUNDS_MESSAGES.audience))
    .refine(...orderedBounds('min_engagement', 'max_engagement', SWAPPED_BOUNDS_MESSAGES.engagement));
}

/**
 * The creator search filters (SPEC section 3, "Search parameters"), the domain's
 * `CreatorSearchParams` in the spec's names (the HTTP adapter maps one to the other): follower and engagement bounds (`null`: no bound),
 * cities, state siglas and category ids (empty: no filter).
 */
export const creatorSearchParamsSchema = withOrderedSearchBounds(strictRequest(searchParamsBodyShape));

/** @see creatorSearchParamsSchema */
export type CreatorSearchParamsWire = z.infer<typeof creatorSearchParamsSchema>;
