import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isLeapYear, padDatePart } from './calendar-date.js';

/** Plain reference: JavaScript's own calendar rolls an impossible day over into the next month. */
function existsPerDate(year: number, month: number, day: number): boolean {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

describe('isLeapYear', () => {
  it('follows the Gregorian rule', () => {
    expect([2024, 2000, 1600, 4].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([2026, 1900, 2100, 1].map(isLeapYear)).toEqual([false, false, false, false]);
  });

  it('equals JavaScript calendar: 29 February exists exactly in leap years', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9999 }), (year) => isLeapYear(year) === existsPerDate(year, 2, 29)));
  });
});

describe('isCalendarDate', () => {
  it('knows month lengths', () => {
    expect(isCalendarDate(2026, 2, 28)).toBe(true);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
  });

  it('refuses month 0 or 13, day 0, fractions and years outside 1-9999', () => {
    expect(isCalendarDate(2026, 0, 1)).toBe(false);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 1, 0)).toBe(false);
    expect(isCalendarDate(2026, 1.5, 1)).toBe(false);
    expect(isCalendarDate(2026, 1, 1.5)).toBe(false);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
    expect(isCalendarDate(10000, 1, 1)).toBe(false);
    expect(isCalendarDate(Number.NaN, 1, 1)).toBe(false);
  });

  it('equals JavaScript calendar for any year 1-9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: -1, max: 14 }), fc.integer({ min: -1, max: 33 }), (year, month, day) => {
        expect(isCalendarDate(year, month, day)).toBe(existsPerDate(year, month, day));
      }),
    );
  });
});

describe('padDatePart', () => {
  it('pads with zeros', () => {
    expect(padDatePart(5, 2)).toBe('05');
    expect(padDatePart(31, 2)).toBe('31');
    expect(padDatePart(7, 4)).toBe('0007');
  });
});
