import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from './pool-size.js';

describe('defaultPoolSize', () => {
  it('is twice the cores, and never under 4', () => {
    expect([1, 2, 4, 8, 32].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 8, 16, 64]);
  });
});
