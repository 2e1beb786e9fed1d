import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';
import { formatDateAtTime, formatDateTime, formatShortDateTime } from './format-date-time.js';
import { formatTimeOfDay } from './format-time-of-day.js';

describe('formatDateTime', () => {
  it("writes São Paulo's wall clock, 24-hour", () => {
    expect(formatDateTime(new Date('2026-11-26T13:05:00Z'))).toBe('26/11/2026 10:05');
    expect(formatDateTime(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 23:30');
  });

  it("is always the day formatDate shows, then the hour and minute São Paulo's clock reads (UTC-3, no daylight saving since 2019)", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        const shown = formatDateTime(instant);
        expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} ([01]\d|2[0-3]):[0-5]\d$/);
        expect(shown.slice(0, 10)).toBe(formatDate(instant));
        const local = new Date(instant.getTime() - 3 * 3_600_000);
        expect(shown.slice(11)).toBe(`${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`);
      }),
    );
  });
});

describe('formatDateAtTime and formatTimeOfDay', () => {
  it('write the day, "às" and the time of day São Paulo reads', () => {
    expect(formatDateAtTime(new Date('2026-11-26T13:05:00Z'))).toBe('26/11/2026 às 10:05');
    expect(formatTimeOfDay(new Date('2026-11-27T03:05:00Z'))).toBe('00:05');
  });

  it('agree with formatDateTime and with Intl\'s own pt-BR clock in São Paulo', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        expect(formatDateAtTime(instant)).toBe(formatDateTime(instant).replace(' ', ' às '));
        expect(formatTimeOfDay(instant)).toBe(intl.format(instant));
      }),
    );
  });
});

describe('formatShortDateTime', () => {
  it("writes the day and month, then São Paulo's time, without the year", () => {
    expect(formatShortDateTime(new Date('2026-11-27T13:05:00Z'))).toBe('27/11, 10:05');
    expect(formatShortDateTime(new Date('2026-01-01T02:30:00Z'))).toBe('31/12, 23:30');
  });

  it('is formatDateTime without the year, the day and time apart by a comma', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (instant) => {
        expect(formatShortDateTime(instant)).toBe(formatDateTime(instant).replace(/^(\d{2}\/\d{2})\/\d{4} /, '$1, '));
      }),
    );
  });
});
