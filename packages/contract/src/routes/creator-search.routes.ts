import { defineRoute } from '../route-contract.js';
import { PUBLIC_READ_ADDRESSES } from './public-read-addresses.js';
import { priceRangeSchema, creatorSearchResultSchema } from '../schemas/creator-search-result.schema.js';
import {
  creatorSearchBodySchema,
  creatorSearchCountSchema,
  creatorSearchPageQuerySchema,
  creatorSearchQuerySchema,
  creatorTotalSchema,
} from '../schemas/creator-search.schema.js';
import { creatorTypeaheadQuerySchema, creatorTypeaheadSchema } from '../schemas/creator-typeahead.schema.js';

const tag = 'Creator search';

/** Finding creators: public, so a brand can look before signing up. */
export const creatorSearchRoutes = {
  filterCreators: defineRoute({
    ...PUBLIC_READ_ADDRESSES.filterCreators,
    auth: 'none',
    summary: 'Busca criadores pelos filtros, 24 por página a partir do offset.',
    tag,
    body: creatorSearchBodySchema,
    response: creatorSearchResultSchema,
  }),
  filterCreatorsByQuery: defineRoute({
    method: 'GET',
    path: '/account/creator/filter',
    auth: 'none',
    summary: 'A mesma busca, com os filtros na query string (links que se podem compartilhar).',
    tag,
    query: creatorSearchPageQuerySchema,
    response: creatorSearchResultSchema,
  }),
  countFilteredCreators: defineRoute({
    ...PUBLIC_READ_ADDRESSES.countFilteredCreators,
    auth: 'none',
    summary: 'Conta os criadores que os filtros encontram (exato até 1.000).',
    tag,
    query: creatorSearchQuerySchema,
    response: creatorSearchCountSchema,
  }),
  getFilteredPriceRange: defineRoute({
    ...PUBLIC_READ_ADDRESSES.getFilteredPriceRange,
    auth: 'none',
    summary: 'Menor e maior preço por formato entre os criadores que os filtros encontram.',
    tag,
    query: creatorSearchQuerySchema,
    response: priceRangeSchema,
  }),
  countCreators: defineRoute({
    ...PUBLIC_READ_ADDRESSES.countCreators,
    auth: 'none',
    summary: 'Conta os criadores ativos: exato até 50.000 criadores; acima disso, a estimativa do planejador do banco.',
    tag,
    response: creatorTotalSchema,
  }),
  searchCreatorsTypeahead: defineRoute({
    ...PUBLIC_READ_ADDRESSES.searchCreatorsTypeahead,
    auth: 'none',
    summary: 'Busca por texto do painel de busca: criadores, locais e categorias.',
    tag,
    query: creatorTypeaheadQuerySchema,
    response: creatorTypeaheadSchema,
  }),
};
