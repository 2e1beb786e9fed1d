import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRIEFING_DATE_MESSAGES, briefingDateErrors, isCalendarDay } from './briefing-dates.js';

const TODAY = '2026-11-23';
// Days as the date picker gives them, around today.
const aDay = fc.date({ min: new Date('2025-01-01T12:00:00Z'), max: new Date('2028-12-31T12:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

describe('briefingDateErrors', () => {
  it('takes a start from today on and an end on or after it', () => {
    expect(briefingDateErrors({ startDate: TODAY, endDate: TODAY }, TODAY)).toEqual({});
    expect(briefingDateErrors({ startDate: '2026-12-01', endDate: '2027-01-15' }, TODAY)).toEqual({});
    expect(briefingDateErrors({ startDate: null, endDate: null }, TODAY)).toEqual({});
  });

  it('refuses a start before today and an end before the start, beside each field', () => {
    expect(briefingDateErrors({ startDate: '2026-11-22', endDate: null }, TODAY)).toEqual({ startDate: BRIEFING_DATE_MESSAGES.startBeforeToday });
    expect(briefingDateErrors({ startDate: '2026-12-10', endDate: '2026-12-09' }, TODAY)).toEqual({ endDate: BRIEFING_DATE_MESSAGES.endBeforeStart });
    expect(briefingDateErrors({ startDate: '2026-02-30', endDate: '31/12/2026' }, TODAY)).toEqual({ startDate: 'Informe uma data válida.', endDate: 'Informe uma data válida.' });
  });

  it('agrees with comparing the days as dates', () => {
    fc.assert(
      fc.property(maybe(aDay), maybe(aDay), aDay, (startDate, endDate, today) => {
        const errors = briefingDateErrors({ startDate, endDate }, today);
        const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
        expect(errors.startDate !== undefined).toBe(startDate !== null && day(startDate) < day(today));
        expect(errors.endDate !== undefined).toBe(startDate !== null && endDate !== null && day(endDate) < day(startDate));
      }),
    );
  });

  it('knows a calendar day from text that only looks like one', () => {
    fc.assert(fc.property(aDay, (text) => { expect(isCalendarDay(text)).toBe(true); }));
    for (const text of ['2026-13-01', '2025-02-29', '2026-1-01', ' 2026-01-01', '2026-01-01T00:00']) expect(isCalendarDay(text), text).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });
});
