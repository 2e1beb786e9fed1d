import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error.js';
import { engagementTag } from './engagement-tag.js';
import { parseEngagementTag } from './parse-engagement-tag.js';

const validBand = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('engagementTag', () => {
  it("writes '{min}%-{max}%'", () => {
    expect(engagementTag(10, 45)).toBe('10%-45%');
    expect(engagementTag(0, 100)).toBe('0%-100%');
    expect(engagementTag(7, 7)).toBe('7%-7%');
  });

  it('rejects an invalid band with ENGAGEMENT.INVALID_RANGE', () => {
    for (const [min, max] of [
      [50, 10],
      [-1, 10],
      [0, 101],
      [1.5, 10],
      [Number.NaN, 10],
    ] as const) {
      let error: unknown;
      try {
        engagementTag(min, max);
      } catch (caught) {
        error = caught;
      }
      expect(isDomainError(error, 'ENGAGEMENT.INVALID_RANGE')).toBe(true);
    }
  });

  it('matches the plain template for every valid band', () => {
    fc.assert(
      fc.property(validBand, ([min, max]) => {
        expect(engagementTag(min, max)).toBe(String(min) + '%-' + String(max) + '%');
      }),
    );
  });

  it('round-trips through parseEngagementTag', () => {
    fc.assert(
      fc.property(validBand, ([min, max]) => {
        expect(parseEngagementTag(engagementTag(min, max))).toEqual({ min, max });
      }),
    );
  });
});
