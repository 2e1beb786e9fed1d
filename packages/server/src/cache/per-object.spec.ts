import { describe, expect, it, vi } from 'vitest';
import { perObject } from './per-object.js';

describe('perObject', () => {
  it('makes the result for one object once and hands back that same result after', () => {
    const make = vi.fn((page: { total: number }) => ({ total: page.total }));
    const wireOf = perObject(make);
    const cached = { total: 3 };

    expect(wireOf(cached)).toBe(wireOf(cached));
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('makes a new result for another object, even an equal one', () => {
    const wireOf = perObject((page: { total: number }) => ({ total: page.total }));
    expect(wireOf({ total: 3 })).not.toBe(wireOf({ total: 3 }));
  });

  it('remembers a result that is undefined as well', () => {
    const make = vi.fn(() => undefined);
    const of = perObject(make);
    const input = {};
    of(input);
    of(input);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
