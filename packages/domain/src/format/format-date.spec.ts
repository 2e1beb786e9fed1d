import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE, TIME_ZONE } from '../constants/product.constants.js';
import { formatDate } from './format-date.js';

const FIRST_DAY = new Date('0001-01-01T00:00:00Z');
const LAST_DAY = new Date('9999-12-31T00:00:00Z');
/** Any calendar date from 0001-01-01 to 9999-12-31, as 'YYYY-MM-DD'. */
const calendarDate = fc.date({ min: FIRST_DAY, max: LAST_DAY, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
// São Paulo has kept UTC-3 all year since daylight saving time ended in February 2019.
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
const instantSince2020 = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });

describe('formatDate', () => {
  it('shows a calendar date as dd/mm/yyyy, without any time-zone shift', () => {
    expect(formatDate('2026-02-28')).toBe('28/02/2026');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('0999-12-31')).toBe('31/12/0999');
  });

  it('shows a Date as its day in São Paulo', () => {
    expect(formatDate(new Date('2024-01-01T02:00:00Z'))).toBe('31/12/2023');
    expect(formatDate(new Date('2024-01-01T03:00:00Z'))).toBe('01/01/2024');
  });

  it('shows a timestamp string with offset as its day in São Paulo', () => {
    expect(formatDate('2024-01-01T02:59:59.999Z')).toBe('31/12/2023');
    expect(formatDate('2024-01-01T00:30:00-03:00')).toBe('01/01/2024');
    expect(formatDate('2024-06-30T23:30:00.123456+00:00')).toBe('30/06/2024');
  });

  it('follows São Paulo daylight saving time of the past (UTC-2 in January 1990)', () => {
    expect(formatDate(new Date('1990-01-01T02:30:00Z'))).toBe('01/01/1990');
    expect(formatDate(new Date('1990-07-01T02:30:00Z'))).toBe('30/06/1990');
  });

  it('knows leap days', () => {
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate('2000-02-29')).toBe('29/02/2000');
    expect(() => formatDate('2026-02-29')).toThrow(RangeError);
    expect(() => formatDate('1900-02-29')).toThrow(RangeError);
  });

  it.each([
    '',
    '2026-02-31',
    '2026-13-01',
    '2026-1-5',
    '05/01/2026',
    ' 2026-01-05',
    '2024-02-31T10:00:00Z',
    '2024-01-01T10:00:00',
    '2024-01-01T25:00Z',
    '0000-01-01',
    '0001-01-01T00:00:00Z',
    'ontem',
  ])('throws RangeError for %j', (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
  });

  it('throws RangeError for an invalid Date or one outside the years 0001-9999', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate(new Date('+010000-01-02T00:00:00Z'))).toThrow(RangeError);
    expect(() => formatDate(new Date('-000001-06-01T00:00:00Z'))).toThrow(RangeError);
  });

  it('writes any calendar date digit for digit, rearranged', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const [year, month, day] = date.split('-');
        expect(formatDate(date)).toBe(`${day ?? ''}/${month ?? ''}/${year ?? ''}`);
      }),
    );
  });

  it('equals the plain reference for instants since 2020: UTC minus 3 hours', () => {
    fc.assert(
      fc.property(instantSince2020, (instant) => {
        const [year, month, day] = new Date(instant.getTime() + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10).split('-');
        expect(formatDate(instant)).toBe(`${day ?? ''}/${month ?? ''}/${year ?? ''}`);
        expect(formatDate(instant.toISOString())).toBe(formatDate(instant));
      }),
    );
  });

  it('equals Intl pt-BR in São Paulo for any instant of years 1000-9999', () => {
    const intl = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE });
    const instant = fc.date({ min: new Date('1000-01-02T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(instant, (date) => formatDate(date) === intl.format(date)));
  });
});
