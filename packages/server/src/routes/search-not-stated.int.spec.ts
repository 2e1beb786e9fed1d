import { creatorCardSchema, creatorDetailsSchema, creatorSearchParamsSchema, type CreatorSearchParamsWire, type SocialNetworkBodyWire } from '@publi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, dataOf } from '../test-support/account-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// How a follower count or an engagement the creator did not state (NULL in `social_networks`
// and on the card) behaves in search, next to a stated 0 and to stated values. The creators
// sign up and fill their networks through the API, as people do; each field left out of the
// form is "not stated".

let testApp: TestApp;

// In sign-up order: the stated zero comes before the creator who states nothing, so an order
// that read both as 0 would put the later (higher id) one first.
const CREATORS: readonly { name: string; instagram: Partial<SocialNetworkBodyWire> }[] = [
  { name: 'Ana Declarada', instagram: { followers: 20_000, engagement: 4 } },
  { name: 'Bia Sem Engajamento', instagram: { followers: 15_000 } },
  { name: 'Caio Zero', instagram: { followers: 0, engagement: 0 } },
  { name: 'Duda Sem Nada', instagram: {} },
];

beforeAll(async () => {
  testApp = await startTestApp();
  for (const { name, instagram } of CREATORS) {
    const { identity } = await createAccount(testApp, 'creator', { name });
    const username = name.toLowerCase().replaceAll(' ', '.');
    const response = await testApp.call({
      method: 'PUT',
      path: '/creator/social_networks',
      as: identity,
      body: { social_newtork: [{ name: 'instagram', username, ...instagram }] },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
});

afterAll(async () => {
  await testApp.close();
});

const NO_FILTERS: CreatorSearchParamsWire = creatorSearchParamsSchema.parse({});

async function searchCards(params: Partial<CreatorSearchParamsWire>) {
  const response = await testApp.call({ method: 'POST', path: '/account/creator/filter', body: { params: { ...NO_FILTERS, ...params } } });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<{ data: { total: number; creators: unknown[] } }>().data;
  const cards = page.creators.map((card) => creatorCardSchema.parse(card));
  expect(page.total).toBe(cards.length);
  return cards;
}

const search = async (params: Partial<CreatorSearchParamsWire>) => (await searchCards(params)).map((card) => card.name);

describe('a follower count or an engagement that is not stated', () => {
  it('answers engagement null, the network count null and the card total as the sum of what is stated', async () => {
    const cards = new Map((await searchCards({})).map((card) => [card.name, card]));
    expect(cards.get('Duda Sem Nada')).toMatchObject({ followers: 0, engagement: null, social_newtork: [{ name: 'instagram', followers: null }] });
    expect(cards.get('Bia Sem Engajamento')).toMatchObject({ followers: 15_000, engagement: null, social_newtork: [{ followers: 15_000 }] });
    // A stated 0 is a 0, not "not stated".
    expect(cards.get('Caio Zero')).toMatchObject({ followers: 0, engagement: 0, social_newtork: [{ followers: 0 }] });
    expect(cards.get('Ana Declarada')).toMatchObject({ followers: 20_000, engagement: 4 });
  });

  it('answers the same on the public profile', async () => {
    const idOf = new Map((await searchCards({})).map((card) => [card.name, card.id]));
    const profile = async (name: string) =>
      dataOf(await testApp.call({ method: 'GET', path: `/account/creator/details?id=${idOf.get(name) ?? 0}` }), creatorDetailsSchema);
    expect(await profile('Duda Sem Nada')).toMatchObject({ followers: 0, engagement: null, social_newtork: [{ followers: null, engagement: null }] });
    expect(await profile('Caio Zero')).toMatchObject({ followers: 0, engagement: 0, social_newtork: [{ followers: 0, engagement: 0 }] });
  });

  it('sorts last, after a stated 0, when no bound is set', async () => {
    expect(await search({})).toEqual(['Ana Declarada', 'Bia Sem Engajamento', 'Caio Zero', 'Duda Sem Nada']);
  });

  it('is left out by any follower bound, even one a stated 0 meets', async () => {
    expect(await search({ min_court_hearing: 0 })).toEqual(['Ana Declarada', 'Bia Sem Engajamento', 'Caio Zero']);
    expect(await search({ max_court_hearing: 1_000 })).toEqual(['Caio Zero']);
    expect(await search({ min_court_hearing: 0, max_court_hearing: 999_999_999 })).toEqual(['Ana Declarada', 'Bia Sem Engajamento', 'Caio Zero']);
  });

  it('is left out by any engagement bound, even one a stated 0.00% meets', async () => {
    expect(await search({ min_engagement: 0 })).toEqual(['Ana Declarada', 'Caio Zero']);
    expect(await search({ max_engagement: 3 })).toEqual(['Caio Zero']);
    expect(await search({ min_engagement: 0, max_engagement: 100 })).toEqual(['Ana Declarada', 'Caio Zero']);
  });
});
