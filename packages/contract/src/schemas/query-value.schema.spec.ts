import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFromQuery } from './query-value.schema.js';

describe('numberFromQuery', () => {
  it('reads decimal text as its number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (value) => {
        expect(numberFromQuery(String(value))).toBe(value);
      }),
    );
    expect(numberFromQuery(' 2.5 ')).toBe(2.5);
  });

  it('reads an empty value as missing, not as 0', () => {
    expect(numberFromQuery('')).toBeUndefined();
    expect(numberFromQuery('   ')).toBeUndefined();
  });

  it('leaves other notations as text, for the number schema to refuse', () => {
    for (const text of ['0x10', '1e3', 'abc', '1,5', 'Infinity', 'NaN']) expect(numberFromQuery(text)).toBe(text);
  });

  it('leaves values that are not text alone', () => {
    expect(numberFromQuery(['1', '2'])).toEqual(['1', '2']);
    expect(numberFromQuery(7)).toBe(7);
  });
});
