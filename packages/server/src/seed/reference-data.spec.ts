import { slugify } from '@publi/domain';
import { BRAZIL_STATES } from '@publi/domain/brazil-states';
import { describe, expect, it } from 'vitest';
import { BRAND_SEEDS } from './data/brands.data.js';
import { CATEGORY_SEEDS } from './data/categories.data.js';
import { PLACES_BY_STATE } from './data/places.data.js';

describe('the seed reference data', () => {
  it('has at least 15 categories of 3 to 6 sub-categories, every slug unique', () => {
    expect(CATEGORY_SEEDS.length).toBeGreaterThanOrEqual(15);
    for (const category of CATEGORY_SEEDS) {
      expect(category.subCategories.length).toBeGreaterThanOrEqual(3);
      expect(category.subCategories.length).toBeLessThanOrEqual(6);
    }
    const slugs = CATEGORY_SEEDS.flatMap((category) => [category.name, ...category.subCategories]).map(slugify);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('has 30 to 50 distinct brand names', () => {
    expect(BRAND_SEEDS.length).toBeGreaterThanOrEqual(30);
    expect(BRAND_SEEDS.length).toBeLessThanOrEqual(50);
    expect(new Set(BRAND_SEEDS).size).toBe(BRAND_SEEDS.length);
  });

  it('knows all 27 states, and spells every big city as the dataset does', () => {
    expect(Object.keys(PLACES_BY_STATE).sort()).toEqual(BRAZIL_STATES.map((state) => state.sigla).sort());
    for (const state of BRAZIL_STATES) {
      const cities = new Set(state.cidades);
      for (const [city] of PLACES_BY_STATE[state.sigla]?.bigCities ?? []) expect(cities.has(city), `${city}/${state.sigla}`).toBe(true);
    }
  });
});
