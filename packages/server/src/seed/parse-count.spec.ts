import { describe, expect, it } from 'vitest';
import { parseCount } from './parse-count.js';

describe('parseCount', () => {
  it('reads whole numbers, with optional digit separators', () => {
    expect(parseCount('--creators', '1000', 5)).toBe(1_000);
    expect(parseCount('--creators', '1_000_000', 5)).toBe(1_000_000);
    expect(parseCount('--creators', '0', 5)).toBe(0);
  });

  it('falls back when the option is absent', () => {
    expect(parseCount('--creators', undefined, 3_000)).toBe(3_000);
  });

  it('refuses anything else, naming the option', () => {
    for (const text of ['', '-1', '1.5', 'abc', '1e6', '_1', '99999999999999999999']) {
      expect(() => parseCount('--creators', text, 5)).toThrow(/--creators/);
    }
  });
});
