import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRank } from './match-rank.js';

describe('matchRank', () => {
  it('ranks a match only when the text contains the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (text, query) => {
        expect(matchRank(text, query) !== null).toBe(text.includes(query));
      }),
    );
  });

  it('puts the whole text before its start, a later word, then anywhere', () => {
    expect(matchRank('recife', 'recife')).toBe(0);
    expect(matchRank('recife', 'rec')).toBe(1);
    expect(matchRank('cabo de santo agostinho', 'santo')).toBe(2);
    expect(matchRank('ouricuri', 'uri')).toBe(3);
    expect(matchRank('recife', '')).toBeNull();
  });
});
