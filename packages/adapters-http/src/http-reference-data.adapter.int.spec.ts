import { seedReferenceData, startTestApp } from '@publi/server/testing';
import { describe, expect, it } from 'vitest';
import { HttpReferenceDataAdapter } from './http-reference-data.adapter.js';
import { useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const reference = new HttpReferenceDataAdapter(api.read);

describe('HttpReferenceDataAdapter against the server', () => {
  it('reads empty lists before anything is seeded', async () => {
    expect(await reference.listBadges()).toEqual([]);
    expect(await reference.listCategories()).toEqual([]);
  });

  it('reads badges, brands and the category tree in domain names once seeded', async () => {
    await seedReferenceData(api.testApp.db);
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
