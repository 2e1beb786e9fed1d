import fc from 'fast-check';
import { AUDIENCE_TIERS } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { creatorSearchParamsSchema } from './creator-search-params.schema.js';
import { creatorSearchBodySchema, creatorSearchPageQuerySchema, creatorSearchQuerySchema } from './creator-search.schema.js';
import { aCreatorSearchBody, aCreatorSearchParams, aCreatorSearchQuery } from './creator-search.builder.js';
import { fieldErrors } from './field-errors.builder.js';

const ENGAGEMENT_SWAPPED = 'O mínimo de engajamento não pode ser maior que o máximo.';
const AUDIENCE_SWAPPED = 'O mínimo de seguidores não pode ser maior que o máximo.';
const NOT_FILTERED = {
  max_court_hearing: null,
  min_court_hearing: null,
  max_engagement: null,
  min_engagement: null,
  cities: [],
  states: [],
  categories_ids: [],
};

describe('creatorSearchBodySchema', () => {
  it('refuses a body without params, or with params that are not an object, without throwing', () => {
    for (const body of [{}, { params: null }, { params: 'x' }, null, 'x']) {
      expect(creatorSearchBodySchema.safeParse(body).success).toBe(false);
    }
  });

  it('accepts the spec body and starts at offset 0 when left out', () => {
    expect(creatorSearchBodySchema.parse(aCreatorSearchBody({ offset: undefined }))).toEqual({ params: aCreatorSearchParams(), offset: 0 });
  });

  it('reads filters left out as "not filtered": null bounds and empty lists', () => {
    expect(creatorSearchBodySchema.parse({ params: {} }).params).toEqual(NOT_FILTERED);
  });

  it('accepts no filter at all and every audience tier of the domain', () => {
    expect(creatorSearchParamsSchema.safeParse(NOT_FILTERED).success).toBe(true);
    for (const tier of AUDIENCE_TIERS) {
      const params = aCreatorSearchParams({ min_court_hearing: tier.min, max_court_hearing: tier.max });
      expect(creatorSearchParamsSchema.safeParse(params).success, tier.key).toBe(true);
    }
  });

  it('refuses swapped bounds with the message at the min field', () => {
    const params = aCreatorSearchParams({ min_engagement: 30, max_engagement: 5, min_court_hearing: 500, max_court_hearing: 100 });
    expect(fieldErrors(creatorSearchBodySchema, { params })).toEqual({
      'params.min_court_hearing': AUDIENCE_SWAPPED,
      'params.min_engagement': ENGAGEMENT_SWAPPED,
    });
  });

  it('reports swapped bounds together with the other invalid fields', () => {
    const params = aCreatorSearchParams({ min_engagement: 30, max_engagement: 5, states: ['ZZ'] });
    expect(fieldErrors(creatorSearchBodySchema, { params, offset: -1 })).toEqual({
      'params.states.0': 'Informe o estado. Use a sigla de um estado, como SP.',
      'params.min_engagement': ENGAGEMENT_SWAPPED,
      offset: 'O offset deve ser um número inteiro de 0 a 10.000.',
    });
  });

  it('refuses out-of-range bounds, unknown filters and oversized lists', () => {
    const params = aCreatorSearchParams({ max_engagement: 101, min_court_hearing: -5, tier: 'micro', cities: Array.from({ length: 101 }, () => 'Recife') });
    expect(fieldErrors(creatorSearchBodySchema, { params, ids: Array.from({ length: 201 }, (_, index) => index + 1) })).toEqual({
      'params.max_engagement': 'O máximo de engajamento deve ser um percentual de 0 a 100, com até duas casas decimais.',
      'params.min_court_hearing': 'O mínimo de seguidores deve ser um número inteiro de 0 a 999.999.999.',
      'params.cities': 'Informe no máximo 100 cidades.',
      'params.tier': 'Campo não reconhecido. Remova-o e tente de novo.',
      ids: 'Informe no máximo 200 ids dos criadores.',
    });
  });

  it('accepts equal bounds and any order of valid bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const params = aCreatorSearchParams({ min_engagement: Math.min(a, b), max_engagement: Math.max(a, b) });
        expect(creatorSearchParamsSchema.safeParse(params).success).toBe(true);
        expect(creatorSearchParamsSchema.safeParse({ ...params, min_engagement: Math.max(a, b), max_engagement: Math.min(a, b) }).success).toBe(a === b);
      }),
    );
  });
});

describe('the search query strings', () => {
  it('read the same filters as the body', () => {
    expect(creatorSearchQuerySchema.parse(aCreatorSearchQuery())).toEqual(creatorSearchParamsSchema.parse(aCreatorSearchParams()));
  });

  it('read numbers from text and an empty value as no filter', () => {
    expect(creatorSearchPageQuerySchema.parse({ offset: '48', min_engagement: '', ids: '7,9' })).toMatchObject({ offset: 48, min_engagement: null, ids: [7, 9] });
  });

  it('refuse text that is not a number, in Portuguese', () => {
    expect(fieldErrors(creatorSearchPageQuerySchema, { offset: '0x10', max_court_hearing: 'muitos' })).toEqual({
      offset: 'O offset deve ser um número inteiro de 0 a 10.000.',
      max_court_hearing: 'O máximo de seguidores deve ser um número inteiro de 0 a 999.999.999.',
    });
  });

  it('refuse swapped bounds and unknown parameters', () => {
    expect(fieldErrors(creatorSearchQuerySchema, aCreatorSearchQuery({ min_engagement: '50', max_engagement: '10', page: '2' }))).toEqual({
      'min_engagement': ENGAGEMENT_SWAPPED,
      page: 'Campo não reconhecido. Remova-o e tente de novo.',
    });
  });

  it('give the same answer for repeated keys and comma lists', () => {
    const states = fc.subarray(['PE', 'SP', 'RJ', 'BA', 'AM'], { minLength: 1 });
    fc.assert(
      fc.property(states, (siglas) => {
        expect(creatorSearchQuerySchema.parse({ states: siglas })).toEqual(creatorSearchQuerySchema.parse({ states: siglas.join(',') }));
      }),
    );
  });
});
