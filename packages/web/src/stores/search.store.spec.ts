import type { TypeaheadResult } from '@publi/application';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchStore, TYPEAHEAD_DEBOUNCE_MS } from './search.store.js';

const REFERENCE = {
  badges: [],
  brands: [],
  categories: [{ id: 1, name: 'Beleza', slug: 'beleza', parentId: null }, { id: 2, name: 'Esportes', slug: 'esportes', parentId: null }],
  subCategories: [],
};

const answer = (name: string): TypeaheadResult => ({
  creators: [{ id: 7, coverImage: null, primaryValue: name, secondaryValue: 'Recife/PE' }],
  locales: [],
  categories: [],
});

/** A typeahead whose answers the test releases, in any order. */
function aControllableTypeahead() {
  const pending = new Map<string, (result: TypeaheadResult) => void>();
  return {
    asked: [] as string[],
    execute(query: string): Promise<TypeaheadResult> {
      this.asked.push(query);
      return new Promise((resolve) => pending.set(query, resolve));
    },
    release(query: string, result: TypeaheadResult = answer(query)) {
      pending.get(query)?.(result);
    },
  };
}

function aStore(typeahead = aControllableTypeahead()) {
  return { store: new SearchStore({ reference: REFERENCE }, typeahead), typeahead };
}

describe('SearchStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts closed, in tag mode, with nothing typed or filtered', () => {
    const { store } = aStore();
    expect(store).toMatchObject({ isOpen: false, mode: 'tags', query: '', isTyping: false, hasFilters: false });
    expect(store.activeChips).toEqual([]);
  });

  it('switches modes, and closing resets the mode to text and clears the typing flag', () => {
    const { store } = aStore();
    store.open();
    store.setMode('tags');
    store.setQuery('ana');
    expect(store.isTyping).toBe(true);
    store.close();
    expect(store).toMatchObject({ isOpen: false, mode: 'text', isTyping: false, query: '' });
    store.open();
    expect(store.mode).toBe('text');
  });

  it('after any sequence of actions, closing yields text mode and no typing', () => {
    const action = fc.oneof(
      fc.constant((s: SearchStore) => { s.open(); }),
      fc.constantFrom('text', 'tags').map((mode) => (s: SearchStore) => { s.setMode(mode); }),
      fc.string({ maxLength: 4 }).map((text) => (s: SearchStore) => { s.setQuery(text); }),
      fc.integer({ min: 1, max: 3 }).map((id) => (s: SearchStore) => { s.toggleCategory(id); }),
      fc.constant((s: SearchStore) => { s.clearAll(); }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
        const { store } = aStore();
        for (const act of actions) act(store);
        store.close();
        expect(store.mode).toBe('text');
        expect(store.isTyping).toBe(false);
      }),
    );
  });

  it('toggles category, state and city chips on and off, with pt-BR labels', () => {
    const { store } = aStore();
    store.toggleCategory(2);
    store.toggleState('SP');
    store.toggleCity('Recife');
    expect(store.activeChips.map((chip) => chip.label)).toEqual(['Esportes', 'SP', 'Recife']);
    store.toggleCategory(2);
    store.toggleState('SP');
    expect(store.activeChips.map((chip) => chip.label)).toEqual(['Recife']);
  });

  it('keeps audience tiers mutually exclusive: another tier replaces the first', () => {
    const { store } = aStore();
    store.selectAudienceTier('mini');
    store.selectAudienceTier('macro');
    expect(store.filters.audienceTier).toBe('macro');
    expect(store.activeChips).toEqual([{ key: 'audience', label: 'Macro acima de 500k' }]);
  });

  it('shows one engagement tag, replaced by a new band; removing it resets the slider to 0-100', () => {
    const { store } = aStore();
    store.setEngagement(10, 45);
    store.setEngagement(20, 30);
    expect(store.activeChips).toEqual([{ key: 'engagement', label: '20%-30%' }]);
    store.removeChip('engagement');
    expect(store.filters.engagement).toBeNull();
    expect(store.hasFilters).toBe(false);
  });

  it('removes any chip by key, and Limpar Tudo clears everything', () => {
    const { store } = aStore();
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
    const { store } = aStore();
    store.chooseLocale({ name: 'Pernambuco', kind: 'state', state: 'PE' });
    store.chooseLocale({ name: 'Recife', kind: 'city', state: 'PE' });
    store.chooseLocale({ name: 'Recife', kind: 'city', state: 'PE' });
    store.chooseCategory({ id: 99, name: 'Culinária' });
    expect(store.filters).toMatchObject({ states: ['PE'], cities: ['Recife'], categoryIds: [99] });
    expect(store.activeChips.at(0)?.label).toBe('Culinária');
  });

  it('asks for suggestions once typing pauses', async () => {
    const { store, typeahead } = aStore();
    store.setQuery('a');
    store.setQuery('an');
    store.setQuery('ana');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(typeahead.asked).toEqual(['ana']);
    expect(store.isSearching).toBe(true);
    typeahead.release('ana');
    await vi.runAllTimersAsync();
    expect(store.suggestions.creators[0]?.primaryValue).toBe('ana');
    expect(store).toMatchObject({ isSearching: false, answeredQuery: 'ana' });
  });

  it('drops a slower earlier answer that arrives after a later one', async () => {
    const { store, typeahead } = aStore();
    store.setQuery('an');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    store.setQuery('ana');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    typeahead.release('ana');
    await vi.runAllTimersAsync();
    typeahead.release('an');
    await vi.runAllTimersAsync();
    expect(store.suggestions.creators[0]?.primaryValue).toBe('ana');
    expect(store.answeredQuery).toBe('ana');
  });

  it('drops an answer that arrives after the text was cleared', async () => {
    const { store, typeahead } = aStore();
    store.setQuery('ana');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    store.setQuery('');
    typeahead.release('ana');
    await vi.runAllTimersAsync();
    expect(store.suggestions.creators).toEqual([]);
    expect(store.isSearching).toBe(false);
  });
});
