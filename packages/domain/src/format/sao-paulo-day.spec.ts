import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saoPauloDay } from './sao-paulo-day.js';

describe('saoPauloDay', () => {
  it("is the day in São Paulo, not the machine's", () => {
    expect(saoPauloDay(new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-23');
    expect(saoPauloDay(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });

  it('agrees with UTC shifted by three hours (Brazil has had no daylight saving since 2019)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        expect(saoPauloDay(instant)).toBe(new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 10));
      }),
    );
  });
});
