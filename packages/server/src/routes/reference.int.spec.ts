import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema.js';
import { BADGE_SEEDS } from '../seed/data/badges.data.js';
import { BRAND_SEEDS } from '../seed/data/brands.data.js';
import { CATEGORY_SEEDS } from '../seed/data/categories.data.js';
import { ensureReferenceData } from '../seed/ensure-reference-data.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function list<T>(path: string, headers?: Record<string, string>): Promise<T[]> {
  const response = await testApp.call({ method: 'GET', path, ...(headers ? { headers } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T[] }>().data;
}

/**
 * The lists are cached per replica and cleared by the database's notice of a write, which on
 * PostgreSQL reaches the listening connection a moment after the commit: after writing, a test
 * waits for the list to show the write before looking at its order.
 */
const NOTICE_DELIVERY = { timeout: 2_000, interval: 10 };

const PATHS = ['/badge', '/category', '/category/sub', '/category/all', '/category/all_with_parent', '/brands_follow'];
const ptBr = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));

interface Category { id: number; name: string; slug: string; parent_id?: number | null }

describe('reference data', () => {
  it('answers empty lists before anything is seeded', async () => {
    for (const path of PATHS) expect(await list(path)).toEqual([]);
  });

  it('lists every badge, category and brand once seeded, in pt-BR name order', async () => {
    await ensureReferenceData(testApp.db);
    for (const path of PATHS) await expect.poll(async () => (await list(path)).length, NOTICE_DELIVERY).toBeGreaterThan(0);
    const badges = await list<{ id: number; name: string; icon: string }>('/badge');
    expect(badges.map((badge) => badge.name)).toEqual(ptBr(BADGE_SEEDS.map((badge) => badge.name)));
    expect(badges.find((badge) => badge.name === 'Verificado')?.icon).toMatch(/^\/images\/badges\/.+\.svg$/);

    const brands = await list<{ id: number; name: string; image: string | null }>('/brands_follow');
    expect(brands.map((brand) => brand.name)).toEqual(ptBr(BRAND_SEEDS));

    const topLevel = await list<Category>('/category');
    expect(topLevel.map((category) => category.name)).toEqual(ptBr(CATEGORY_SEEDS.map((category) => category.name)));
    expect(topLevel.find((category) => category.name === 'Finanças')).toMatchObject({ slug: 'financas' });
    expect(topLevel[0]).not.toHaveProperty('parent_id');
  });

  it('gives sub-categories their parent, all categories in one list, and the tree', async () => {
    const [topLevel, sub, all, tree] = await Promise.all([
      list<Category>('/category'),
      list<Category>('/category/sub'),
      list<Category>('/category/all'),
      list<Category & { children: Category[] }>('/category/all_with_parent'),
    ]);
    const moda = topLevel.find((category) => category.name === 'Moda');
    expect(sub.filter((category) => category.parent_id === moda?.id).map((category) => category.name)).toEqual(
      ptBr(CATEGORY_SEEDS.find((category) => category.name === 'Moda')?.subCategories ?? []),
    );
    expect(sub.every((category) => typeof category.parent_id === 'number')).toBe(true);
    expect(all).toHaveLength(topLevel.length + sub.length);
    expect(all.filter((category) => category.parent_id === null).map((category) => category.id)).toEqual(topLevel.map((category) => category.id));
    expect(tree.map(({ id, name, slug }) => ({ id, name, slug }))).toEqual(topLevel);
    for (const parent of tree) {
      expect(parent.children).toEqual(sub.filter((category) => category.parent_id === parent.id).map(({ id, name, slug }) => ({ id, name, slug })));
    }
  });

  it('sorts accented names where a Brazilian reader expects them', async () => {
    await testApp.db.insert(categories).values([
      { name: 'Ética', slug: 'etica' },
      { name: 'Zumba', slug: 'zumba' },
      { name: 'árvores', slug: 'arvores' },
    ]);
    await expect.poll(async () => (await list<Category>('/category')).map((category) => category.name), NOTICE_DELIVERY).toContain('Zumba');
    const names = (await list<Category>('/category')).map((category) => category.name);
    expect(names.indexOf('árvores')).toBeLessThan(names.indexOf('Automóveis'));
    expect(names.indexOf('Esportes')).toBeLessThan(names.indexOf('Ética'));
    expect(names.indexOf('Ética')).toBeLessThan(names.indexOf('Finanças'));
    expect(names.at(-1)).toBe('Zumba');
  });

  it('is public: a missing, broken or expired token changes nothing', async () => {
    const anonymous = await list<Category>('/category');
    expect(await list<Category>('/category', { authorization: 'Bearer not-a-token' })).toEqual(anonymous);
    expect(await list<Category>('/category', { authorization: "' OR 1=1 --" })).toEqual(anonymous);
  });

  it('answers 404 with the error body for paths that are not routes', async () => {
    for (const path of ['/category/../badge', '/category/%2e%2e/badge', '/category/sub/1', '/badge;DROP TABLE badges']) {
      const response = await testApp.call({ method: 'GET', path });
      expect([200, 404]).toContain(response.statusCode);
      if (response.statusCode === 404) expect(response.json<{ error: { code: string } }>().error.code).toBe('ROUTE.NOT_FOUND');
    }
    expect((await list('/badge')).length).toBe(BADGE_SEEDS.length);
  });
});
