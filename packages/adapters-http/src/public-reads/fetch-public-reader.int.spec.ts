import { PUBLIC_READ_ADDRESSES, ROUTES, type PublicReadName } from '@publi/contract';
import { insertCreator, seedReferenceData, startTestApp } from '@publi/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { useLiveApi } from '../live-api.builder.js';
import { requestApi, type ApiRoute } from '../request-api.js';
import type { PublicReadCall } from './public-reader.js';

const api = useLiveApi(startTestApp);

/** One call of every public read, as the pages make them. */
const CALLS: Record<PublicReadName, PublicReadCall> = {
  filterCreators: { body: { params: { states: ['PE', 'SP'] }, offset: 0 } },
  countFilteredCreators: { query: { states: ['PE', 'SP'], min_court_hearing: 1_000 } },
  getFilteredPriceRange: { query: { states: ['PE'] } },
  countCreators: {},
  searchCreatorsTypeahead: { query: { q: 'joana', limit: 5 } },
  getCreatorDetails: {},
  getCreatorBySlug: {},
  listBadges: {},
  listCategories: {},
  listSubCategories: {},
  listCategoriesWithChildren: {},
  listBrandsFollowed: {},
};

beforeAll(async () => {
  await seedReferenceData(api.testApp.db);
  const first = await insertCreator(api.testApp.db, { name: 'Joana Recifense', state: 'PE', city: 'Recife', followers: 12_000, priceStories: 15_000, categoryIds: [1, 2] });
  await insertCreator(api.testApp.db, { name: 'Paula Paulista', state: 'SP', city: 'São Paulo', followers: 500_000, priceStories: 90_000 });
  CALLS.getCreatorDetails = { query: { id: first.creatorId } };
  CALLS.getCreatorBySlug = { query: { slug: first.slug } };
});

describe('the light transport of the public reads, against the server', () => {
  it.each(Object.keys(PUBLIC_READ_ADDRESSES) as PublicReadName[])('reads %s exactly as the checked transport does', async (name) => {
    const call = CALLS[name];
    // Each route's own schema checks the answer; the union of all routes is wider than one call's type.
    const checked: unknown = await requestApi(api.client, ROUTES[name] as ApiRoute<z.ZodType>, call);
    expect(await api.read(name, call)).toEqual(checked);
  });

  it("carries the server's refusal, its message and its fields, as the checked transport does", async () => {
    const call = { query: { id: 2_000_000 } };
    const checked = await requestApi(api.client, ROUTES.getCreatorDetails, call).catch((error: unknown) => error);
    expect(checked).toMatchObject({ code: 'CREATOR.NOT_FOUND' });
    await expect(api.read('getCreatorDetails', call)).rejects.toEqual(checked);
    const swapped = { query: { min_court_hearing: 10, max_court_hearing: 1 } };
    const refusal = await api.read('countFilteredCreators', swapped).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'REQUEST.INVALID', fields: { min_court_hearing: 'O mínimo de seguidores não pode ser maior que o máximo.' } });
    await expect(requestApi(api.client, ROUTES.countFilteredCreators, swapped)).rejects.toEqual(refusal);
  });
});
