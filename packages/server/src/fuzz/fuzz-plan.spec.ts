import { ROUTES } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { FUZZ_PLAN } from './fuzz-plan.js';

describe('the fuzz plan', () => {
  it('fuzzes every route of the contract, each in exactly one spec', () => {
    const planned: string[] = Object.values(FUZZ_PLAN).flat();
    expect([...planned].sort()).toEqual(Object.keys(ROUTES).sort());
    expect(new Set(planned).size).toBe(planned.length);
  });
});
