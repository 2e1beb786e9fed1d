import { describe, expect, it } from 'vitest';
import { SearchFiltersStore } from './search-filters.store.js';

const REFERENCE = {
  badges: [],
  brands: [],
  categories: [{ id: 1, name: 'Beleza', slug: 'beleza', parentId: null }, { id: 2, name: 'Esportes', slug: 'esportes', parentId: null }],
  subCategories: [],
};

const aStore = () => new SearchFiltersStore({ reference: REFERENCE });

describe('SearchFiltersStore', () => {
  it('starts with nothing filtered', () => {
    const store = aStore();
    expect(store.hasFilters).toBe(false);
    expect(store.activeChips).toEqual([]);
  });

  it('toggles category, state and city chips on and off, with pt-BR labels', () => {
    const store = aStore();
    store.toggleCategory(2);
    store.toggleState('SP');
    store.toggleCity('Recife');
    expect(store.activeChips.map((chip) => chip.label)).toEqual(['Esportes', 'SP', 'Recife']);
    store.toggleCategory(2);
    store.toggleState('SP');
    expect(store.activeChips.map((chip) => chip.label)).toEqual(['Recife']);
  });

  it('keeps audience tiers mutually exclusive: another tier replaces the first', () => {
    const store = aStore();
    store.selectAudienceTier('mini');
    store.selectAudienceTier('macro');
    expect(store.filters.audienceTier).toBe('macro');
    expect(store.activeChips).toEqual([{ key: 'audience', label: 'Macro acima de 500k' }]);
  });

  it('shows one engagement tag, replaced by a new band; removing it resets the slider to 0-100', () => {
    const store = aStore();
    store.setEngagement(10, 45);
    store.setEngagement(20, 30);
    expect(store.activeChips).toEqual([{ key: 'engagement', label: '20%-30%' }]);
    store.removeChip('engagement');
    expect(store.filters.engagement).toBeNull();
    expect(store.hasFilters).toBe(false);
  });

  it('removes any chip by key, and Limpar Tudo clears everything', () => {
    const store = aStore();
    store.toggleCategory(1);
    store.toggleCity('São Paulo');
    store.selectAudienceTier('micro');
    store.removeChip('city:São Paulo');
    store.removeChip('audience');
    expect(store.activeChips.map((chip) => chip.key)).toEqual(['category:1']);
    store.setEngagement(5, 6);
    store.clearAll();
    expect(store.hasFilters).toBe(false);
  });

  it('sets a state or city filter from a chosen locale, and a category from a chosen category', () => {
    const store = aStore();
    store.chooseLocale({ name: 'Pernambuco', kind: 'state', state: 'PE' });
    store.chooseLocale({ name: 'Recife', kind: 'city', state: 'PE' });
    store.chooseLocale({ name: 'Recife', kind: 'city', state: 'PE' });
    store.chooseCategory({ id: 99, name: 'Culinária' });
    expect(store.filters).toMatchObject({ states: ['PE'], cities: ['Recife'], categoryIds: [99] });
    expect(store.activeChips.at(0)?.label).toBe('Culinária');
  });
});
