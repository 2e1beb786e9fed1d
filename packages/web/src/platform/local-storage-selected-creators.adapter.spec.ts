import { SELECTED_CREATORS_STORAGE_KEY } from '@publi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageSelectedCreatorsAdapter } from './local-storage-selected-creators.adapter.js';

afterEach(() => {
  window.localStorage.clear();
});

// What only the browser has: text under the key that is not the JSON of a list.
describe('the selected creators in local storage', () => {
  it('reads text that is not a JSON list as no selection, and keeps the creators of a list', () => {
    const adapter = new LocalStorageSelectedCreatorsAdapter(window.localStorage);
    const ana = { id: 11, name: 'Ana Souza', image: null };
    for (const unreadable of ['{not json', '{"id":11,"name":"Ana Souza","image":null}', 'null', '"selected"']) {
      window.localStorage.setItem(SELECTED_CREATORS_STORAGE_KEY, unreadable);
      expect(adapter.read()).toEqual([]);
    }
    window.localStorage.setItem(SELECTED_CREATORS_STORAGE_KEY, JSON.stringify([ana, 'Bia']));
    expect(adapter.read()).toEqual([ana]);
  });
});
