import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_DEBOUNCE_MS, TypeaheadStore } from './typeahead.store.js';
import { aControllableTypeahead } from './typeahead.store.testing.js';

function aStore() {
  const typeahead = aControllableTypeahead();
  return { store: new TypeaheadStore(typeahead), typeahead };
}

describe('TypeaheadStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with nothing typed and no suggestions', () => {
    const { store } = aStore();
    expect(store).toMatchObject({ query: '', isTyping: false, isSearching: false, answeredQuery: '' });
    expect(store.suggestions.creators).toEqual([]);
  });

  it('asks for suggestions once typing pauses', async () => {
    const { store, typeahead } = aStore();
    store.setQuery('a');
    store.setQuery('an');
    store.setQuery('ana');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS - 1);
    expect(typeahead.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(typeahead.asked).toEqual(['ana']);
    expect(store.isSearching).toBe(true);
    typeahead.release('ana');
    await vi.runAllTimersAsync();
    expect(store.suggestions.creators[0]?.primaryValue).toBe('ana');
    expect(store).toMatchObject({ isSearching: false, answeredQuery: 'ana' });
  });

  it('ignores an older answer that arrives after a newer one: the latest answer wins', async () => {
    const { store, typeahead } = aStore();
    store.setQuery('an');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    store.setQuery('ana');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(typeahead.asked).toEqual(['an', 'ana']);
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
    store.clear();
    typeahead.release('ana');
    await vi.runAllTimersAsync();
    expect(store.suggestions.creators).toEqual([]);
    expect(store).toMatchObject({ isSearching: false, isTyping: false, query: '' });
  });

  it('asks nothing under its fewest characters, and at most its number of creators (the wizard\'s search)', async () => {
    const typeahead = aControllableTypeahead();
    const store = new TypeaheadStore(typeahead, { minLength: 2, limit: 6 });
    store.setQuery('a');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(typeahead.asked).toEqual([]);
    expect(store.isSearching).toBe(false);
    store.setQuery('an');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    typeahead.release('an');
    await vi.runAllTimersAsync();
    expect(typeahead.asked).toEqual(['an']);
    expect(typeahead.limits).toEqual([6]);
    expect(store.suggestions.creators[0]?.primaryValue).toBe('an');
    store.setQuery('a');
    expect(store.suggestions.creators).toEqual([]);
  });
});
