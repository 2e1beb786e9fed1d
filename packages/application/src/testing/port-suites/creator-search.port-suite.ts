import { emptySearchFilters, toSearchParams, type CreatorSearchParams } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import type { CreatorSearchPort } from '../../ports/creator-search.port.js';
import type { PortSuite } from './port-suite-world.js';

/** A creator in the catalogue, as a scenario describes it. */
export interface CatalogueCreator {
  readonly name: string;
  readonly state: string;
  readonly city: string;
  readonly followers: number;
  /** Centavos. */
  readonly priceStories: number;
}

/**
 * What the search's scenarios need: the adapter and a way to put active creators in the
 * catalogue. The catalogue may already hold others (the HTTP side shares one server per file),
 * so each scenario filters by places of its own and counts the catalogue by difference.
 */
export interface CreatorSearchSuiteWorld {
  readonly search: CreatorSearchPort;
  /** Adds the creators; answers their card ids, in order. */
  addCreators(creators: readonly CatalogueCreator[]): Promise<readonly number[]>;
}

const NO_FILTERS: CreatorSearchParams = toSearchParams(emptySearchFilters());

/** {@link CreatorSearchPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const creatorSearchPortSuite: PortSuite<CreatorSearchSuiteWorld> = (world) => {
  describe('CreatorSearchPort', () => {
    it('pages the creators of a place, and only those asked for by id', async () => {
      const w = world();
      const [joana, paula] = await w.addCreators([
        { name: 'Joana Recifense', state: 'PE', city: 'Recife', followers: 12_000, priceStories: 15_000 },
        { name: 'Paula Paulista', state: 'SP', city: 'São Paulo', followers: 500_000, priceStories: 90_000 },
      ]);
      const page = await w.search.searchPage({ ...NO_FILTERS, cities: ['recife'] });
      expect(page).toMatchObject({ offset: 0, pageSize: 24, total: 1, totalIsCapped: false });
      expect(page.creators.map((creator) => creator.id)).toEqual([joana]);
      expect(page.creators[0]).toMatchObject({ name: 'Joana Recifense', state: 'PE', city: 'Recife', followers: 12_000, prices: { stories: 15_000 } });
      const onlyPaula = await w.search.searchPage(NO_FILTERS, { ids: [paula ?? 0] });
      expect(onlyPaula.creators.map((creator) => creator.id)).toEqual([paula]);
    });

    it('counts by place and audience (the upper bound left out), ranges the prices and counts the catalogue', async () => {
      const w = world();
      const before = await w.search.catalogueCount();
      await w.addCreators([
        { name: 'Olga Olindense', state: 'PE', city: 'Olinda', followers: 100_000, priceStories: 20_000 },
        { name: 'Cida Campineira', state: 'SP', city: 'Campinas', followers: 9_000, priceStories: 55_000 },
      ]);
      const both = { ...NO_FILTERS, cities: ['Olinda', 'Campinas'] };
      expect(await w.search.count(both)).toEqual({ total: 2, totalIsCapped: false });
      expect(await w.search.count({ ...both, audienceMin: 100_000 })).toEqual({ total: 1, totalIsCapped: false });
      expect(await w.search.count({ ...both, audienceMin: 9_000, audienceMax: 100_000 })).toEqual({ total: 1, totalIsCapped: false });
      expect((await w.search.priceRange(both)).stories).toEqual({ min: 20_000, max: 55_000 });
      expect(await w.search.catalogueCount()).toBe(before + 2);
    });

    it('suggests creators by name and places by state or city while typing, accents aside', async () => {
      const w = world();
      const [bruna] = await w.addCreators([{ name: 'Bruna Caruaruense', state: 'PE', city: 'Caruaru', followers: 30_000, priceStories: 10_000 }]);
      const byName = await w.search.typeahead('caruaruen', 3);
      expect(byName.creators.map((creator) => creator.id)).toEqual([bruna]);
      expect(byName.creators[0]).toMatchObject({ primaryValue: 'Bruna Caruaruense' });
      expect((await w.search.typeahead('Pernambuco')).locales).toContainEqual({ name: 'Pernambuco', kind: 'state', state: 'PE' });
      expect((await w.search.typeahead('Caruaru')).locales).toContainEqual({ name: 'Caruaru', kind: 'city', state: 'PE' });
    });
  });
};
