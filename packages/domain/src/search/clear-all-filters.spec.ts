import { describe, expect, it } from 'vitest';
import { clearAllFilters } from './clear-all-filters.js';
import { emptySearchFilters } from './empty-search-filters.js';

describe("clearAllFilters ('Limpar Tudo')", () => {
  it('resets every filter', () => {
    expect(clearAllFilters()).toEqual(emptySearchFilters());
  });
});
