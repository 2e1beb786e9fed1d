import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, addDays, DAY_MS } from './days.js';

const anInstant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
const aDay = anInstant.map((instant) => instant.toISOString().slice(0, 10));
const someDays = fc.integer({ min: -3_650, max: 3_650 });

/** The reference: a wall calendar walked one day at a time. */
function walk(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  for (let step = 0; step < Math.abs(days); step += 1) date.setUTCDate(date.getUTCDate() + Math.sign(days));
  return date.toISOString().slice(0, 10);
}

describe('day arithmetic', () => {
  it('a day is 24 hours', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('addDays moves an instant by whole days, and back', () => {
    expect(addDays(new Date('2026-11-24T12:00:00Z'), 7)).toEqual(new Date('2026-12-01T12:00:00Z'));
    fc.assert(
      fc.property(anInstant, someDays, (instant, days) => {
        expect(addDays(instant, days).getTime() - instant.getTime()).toBe(days * DAY_MS);
        expect(addDays(addDays(instant, days), -days)).toEqual(instant);
      }),
    );
  });

  it('addCalendarDays agrees with a calendar walked day by day', () => {
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    fc.assert(
      fc.property(aDay, fc.integer({ min: -400, max: 400 }), (day, days) => {
        expect(addCalendarDays(day, days)).toBe(walk(day, days));
      }),
    );
  });

  it('addCalendarDays adds up: n days then m days is n + m days', () => {
    fc.assert(
      fc.property(aDay, someDays, someDays, (day, n, m) => {
        expect(addCalendarDays(addCalendarDays(day, n), m)).toBe(addCalendarDays(day, n + m));
      }),
    );
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addCalendarDays('24/11/2026', 1)).toThrow(RangeError);
  });
});
