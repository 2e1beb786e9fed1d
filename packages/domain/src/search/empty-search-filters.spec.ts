import { describe, expect, it } from 'vitest';
import { emptySearchFilters } from './empty-search-filters.js';

describe('emptySearchFilters', () => {
  it('selects nothing, with engagement at its default 0-100', () => {
    expect(emptySearchFilters()).toEqual({
      categoryIds: [],
      states: [],
      cities: [],
      audienceTier: null,
      engagement: null,
    });
  });

  it('gives a new value on every call', () => {
    expect(emptySearchFilters()).not.toBe(emptySearchFilters());
    expect(emptySearchFilters().categoryIds).not.toBe(emptySearchFilters().categoryIds);
  });
});
