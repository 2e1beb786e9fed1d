import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';
import { parseDate } from './parse-date.js';

/** Any calendar date from 0001-01-01 to 9999-12-31, as 'YYYY-MM-DD'. */
const calendarDate = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('parseDate', () => {
  it('reads dd/mm/yyyy into YYYY-MM-DD', () => {
    expect(parseDate('28/02/2026')).toBe('2026-02-28');
    expect(parseDate(' 01/01/2024 ')).toBe('2024-01-01');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
  });

  it.each(['31/02/2026', '29/02/2025', '29/02/1900', '31/04/2026', '00/01/2026', '01/13/2026', '01/01/0000', '1/2/2026', '2026-01-01', '01-01-2026', ''])(
    'is null for %j',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it('round-trips: parseDate(formatDate(date)) is the date', () => {
    fc.assert(fc.property(calendarDate, (date) => parseDate(formatDate(date)) === date));
  });

  it('round-trips: formatDate(parseDate(text)) is the text, for every real day', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const [year, month, day] = date.split('-');
        const shown = `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
        const parsed = parseDate(shown);
        expect(parsed).not.toBeNull();
        expect(parsed === null ? null : formatDate(parsed)).toBe(shown);
      }),
    );
  });

  it('is null exactly when the day does not exist (leap years right)', () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((value) => String(value).padStart(2, '0'));
    fc.assert(
      fc.property(two(35), two(14), fc.integer({ min: 0, max: 9999 }), (day, month, year) => {
        const probe = new Date(0);
        probe.setUTCFullYear(year, Number(month) - 1, Number(day));
        const exists = year >= 1 && probe.getUTCDate() === Number(day) && probe.getUTCMonth() === Number(month) - 1;
        expect(parseDate(`${day}/${month}/${String(year).padStart(4, '0')}`) !== null).toBe(exists);
      }),
    );
  });
});
