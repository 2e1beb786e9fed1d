import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, socialNetworks } from '../db/schema.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  await testApp.db.insert(categories).values([
    { name: 'Música', slug: 'musica' },
    { name: 'Musculação', slug: 'musculacao' },
    { name: 'Games', slug: 'games' },
  ]);
  await insertCreator(testApp.db, { name: 'João Araújo', instagram: 'joao.araujo', state: 'PE', city: 'Recife', followers: 80_000, image: '/uploads/joao.jpg' });
  await insertCreator(testApp.db, { name: 'Joana Prado', instagram: 'joaninha', state: 'SP', city: 'São Paulo', followers: 120_000 });
  await insertCreator(testApp.db, { name: 'Joaquim Sem Cidade', instagram: 'quim', state: null, city: null, followers: 5_000 });
  await insertCreator(testApp.db, { name: 'Inativo João', instagram: 'joao_inativo', followers: 9_000_000, active: false });
  await insertCreator(testApp.db, { name: 'Desconto 50% Off', instagram: 'cem_por_cento', followers: 1_000 });
  for (let i = 0; i < 8; i++) await insertCreator(testApp.db, { name: `Paulista ${i}`, state: 'SP', city: 'São Paulo', followers: 1_000 + i });
});

afterAll(async () => {
  await testApp.close();
});

interface Typeahead {
  creators: { id: number; cover_image: string | null; primary_value: string; secondary_value: string }[];
  locales: { name: string; secondary_label: 'Estado' | 'Cidade'; state: string }[];
  categories: { id: number; name: string }[];
}

async function typeahead(q: string, limit?: number): Promise<Typeahead> {
  const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const response = await testApp.call({ method: 'GET', path: `/account/creator/search?${query.toString()}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Typeahead }>().data;
}

describe('GET /account/creator/search', () => {
  it('finds creators by name, ignoring accents and case, biggest first, never inactive ones', async () => {
    const { creators } = await typeahead('JOAO');
    expect(creators.map((creator) => creator.primary_value)).toEqual(['João Araújo']);
    expect(creators[0]).toMatchObject({ cover_image: '/uploads/joao.jpg', secondary_value: '@joao.araujo · Recife/PE' });
    expect((await typeahead('araujo')).creators.map((creator) => creator.primary_value)).toEqual(['João Araújo']);
  });

  it('finds creators by username and by city', async () => {
    expect((await typeahead('joaninha')).creators.map((creator) => creator.primary_value)).toEqual(['Joana Prado']);
    const paulistanos = (await typeahead('são paulo')).creators.map((creator) => creator.primary_value);
    expect(paulistanos).toEqual(['Joana Prado', 'Paulista 7', 'Paulista 6', 'Paulista 5', 'Paulista 4']);
  });

  it('matches the start of the name for one or two characters', async () => {
    expect((await typeahead('jo')).creators.map((creator) => creator.primary_value)).toEqual(['Joana Prado', 'João Araújo', 'Joaquim Sem Cidade']);
    expect((await typeahead('J')).creators).toHaveLength(3);
    expect((await typeahead('ra')).creators).toEqual([]);
    expect((await typeahead('sem')).creators.map((creator) => creator.secondary_value)).toEqual(['@quim']);
  });

  it('suggests states and cities from the dataset, labelled, best matches first', async () => {
    const { locales } = await typeahead('sao paulo');
    expect(locales.slice(0, 2)).toEqual([
      { name: 'São Paulo', secondary_label: 'Estado', state: 'SP' },
      { name: 'São Paulo', secondary_label: 'Cidade', state: 'SP' },
    ]);
    expect((await typeahead('recif')).locales[0]).toEqual({ name: 'Recife', secondary_label: 'Cidade', state: 'PE' });
    expect((await typeahead('pe')).locales[0]).toEqual({ name: 'Pernambuco', secondary_label: 'Estado', state: 'PE' });
  });

  it('suggests categories by folded name', async () => {
    expect((await typeahead('MUSI')).categories.map((category) => category.name)).toEqual(['Música']);
    expect((await typeahead('mus')).categories.map((category) => category.name)).toEqual(['Musculação', 'Música']);
  });

  it('answers at most `limit` of each group', async () => {
    const result = await typeahead('a', 2);
    expect(result.creators.length).toBeLessThanOrEqual(2);
    expect(result.locales).toHaveLength(2);
    expect((await typeahead('paulista', 10)).creators).toHaveLength(8);
  });

  it('finds a creator added after the biggest creators were kept in memory', async () => {
    expect((await typeahead('paulista')).creators).not.toHaveLength(0);
    await insertCreator(testApp.db, { name: 'Zuleica Quixaba', instagram: 'zuleica', followers: 2_000_000 });
    // The write's notice clears the kept creators on every replica, a moment after the commit.
    await expect.poll(async () => (await typeahead('zuleica')).creators.map((creator) => creator.primary_value), { timeout: 2_000, interval: 10 }).toEqual([
      'Zuleica Quixaba',
    ]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await typeahead('%')).creators).toEqual([]);
    expect((await typeahead('50%')).creators.map((creator) => creator.primary_value)).toEqual(['Desconto 50% Off']);
    expect((await typeahead('por_c')).creators.map((creator) => creator.primary_value)).toEqual(['Desconto 50% Off']);
    expect((await typeahead('o_o')).creators).toEqual([]);
    expect((await typeahead('\\')).creators).toEqual([]);
  });

  it('is harmless with injection strings', async () => {
    for (const q of ["' OR 1=1 --", "'; DROP TABLE creators; --", '%\' OR \'1\'=\'1', '$1', '\u0000x']) {
      const response = await testApp.call({ method: 'GET', path: `/account/creator/search?q=${encodeURIComponent(q)}` });
      expect(response.statusCode, `${q}: ${response.body}`).toBeLessThan(500);
    }
    expect((await typeahead('joana')).creators).toHaveLength(1);
    expect(await testApp.db.select().from(socialNetworks)).not.toHaveLength(0);
  });

  it('refuses an empty, blank or overlong query and a bad limit with 400 and a pt-BR message', async () => {
    for (const path of ['/account/creator/search', '/account/creator/search?q=', '/account/creator/search?q=%20%20', `/account/creator/search?q=${'a'.repeat(81)}`,
      '/account/creator/search?q=ana&limit=0', '/account/creator/search?q=ana&limit=11', '/account/creator/search?q=ana&limit=dois', '/account/creator/search?q=ana&extra=1']) {
      const response = await testApp.call({ method: 'GET', path });
      expect(response.statusCode, path).toBe(400);
      const { error } = response.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
      expect(error.code).toBe('REQUEST.INVALID');
      expect(Object.keys(error.fields ?? {}).length, path).toBeGreaterThan(0);
    }
  });
});
