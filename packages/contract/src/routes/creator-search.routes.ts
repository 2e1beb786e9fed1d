import { defineRoute } from '../route-contract.js';
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
    method: 'POST',
    path: '/account/creator/filter',
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
    method: 'GET',
    path: '/account/creator/filter/count',
    auth: 'none',
    summary: 'Conta os criadores que os filtros encontram (exato até 1.000).',
    tag,
    query: creatorSearchQuerySchema,
    response: creatorSearchCountSchema,
  }),
  getFilteredPriceRange: defineRoute({
    method: 'GET',
    path: '/account/creator/filter/price-range',
    auth: 'none',
    summary: 'Menor e maior preço por formato entre os criadores que os filtros encontram.',
    tag,
    query: creatorSearchQuerySchema,
    response: priceRangeSchema,
  }),
  countCreators: defineRoute({
    method: 'GET',
    path: '/account/creator/count',
    auth: 'none',
    summary: 'Conta os criadores ativos: exato até 50.000 criadores; acima disso, a estimativa do planejador do banco.',
    tag,
    response: creatorTotalSchema,
  }),
  searchCreatorsTypeahead: defineRoute({
    method: 'GET',
    path: '/account/creator/search',
    auth: 'none',
    summary: 'Busca por texto do painel de busca: criadores, locais e categorias.',
    tag,
    query: creatorTypeaheadQuerySchema,
    response: creatorTypeaheadSchema,
  }),
};
