import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../server/src/seed/ensure-reference-data.js';
import { startTestApp, type TestApp } from '../../server/src/test-support/test-app.js';
import { AxiosReferenceDataAdapter } from './axios-reference-data.adapter.js';
import { listenLiveApi } from './live-api.builder.js';

let testApp: TestApp;
let reference: AxiosReferenceDataAdapter;

beforeAll(async () => {
  testApp = await startTestApp();
  reference = new AxiosReferenceDataAdapter((await listenLiveApi(testApp.app)).client);
});

afterAll(async () => {
  await testApp.close();
});

describe('AxiosReferenceDataAdapter against the server', () => {
  it('reads empty lists before anything is seeded', async () => {
    expect(await reference.listBadges()).toEqual([]);
    expect(await reference.listCategories()).toEqual([]);
  });

  it('reads badges, brands and the category tree in domain names once seeded', async () => {
    await ensureReferenceData(testApp.db);
    const [badges, brands, categories, subCategories, tree] = await Promise.all([
      reference.listBadges(),
      reference.listBrands(),
      reference.listCategories(),
      reference.listSubCategories(),
      reference.listCategoriesWithChildren(),
    ]);
    expect(badges.length).toBeGreaterThan(0);
    expect(brands.length).toBeGreaterThan(0);
    expect(categories.every((category) => category.parentId === null)).toBe(true);
    const moda = categories.find((category) => category.name === 'Moda');
    expect(moda).toBeDefined();
    const modaChildren = subCategories.filter((category) => category.parentId === moda?.id);
    expect(modaChildren.length).toBeGreaterThan(0);
    const modaNode = tree.find((node) => node.id === moda?.id);
    expect(modaNode?.children.map((child) => child.id).sort()).toEqual(modaChildren.map((child) => child.id).sort());
    expect(modaNode?.children.every((child) => child.parentId === moda?.id)).toBe(true);
  });
});
