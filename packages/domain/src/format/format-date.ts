import { LOCALE, TIME_ZONE } from '../constants/product.constants.js';
import { DAY_MS } from '../time/days.js';
import { isCalendarDate, padDatePart } from './calendar-date.js';

// A calendar date such as a birthday or a campaign start: no time, so no time zone.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// An instant: it must say its offset, because without one JavaScript reads it in the
// host's own time zone and the same text would show different days on different machines.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const WALL_CLOCK_DATE = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: 'numeric', month: 'numeric', day: 'numeric' });

function formatCalendarDate(year: number, month: number, day: number): string {
  return `${padDatePart(day, 2)}/${padDatePart(month, 2)}/${padDatePart(year, 4)}`;
}

function formatInstant(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) {
    throw new RangeError('Invalid date.');
  }
  const parts = WALL_CLOCK_DATE.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((each) => each.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  // Intl writes 1 BC as year "1"; the shown day must lie within a day of the instant itself.
  const shown = new Date(0);
  shown.setUTCFullYear(year, month - 1, day);
  if (!isCalendarDate(year, month, day) || Math.abs(shown.getTime() - time) > 2 * DAY_MS) {
    throw new RangeError('Date outside the years 0001 to 9999.');
  }
  return formatCalendarDate(year, month, day);
}

/**
 * Shows a date as `dd/mm/yyyy` (SPEC section 1: dates are shown day/month/year).
 *
 * - A `YYYY-MM-DD` string is a calendar date, written as it is, with no time-zone shift.
 * - A `Date`, or an ISO timestamp string with its offset (`2024-01-31T02:00:00Z`,
 *   `...-03:00`), is an instant, shown as the day it is in `TIME_ZONE` (São Paulo).
 *
 * @example formatDate('2026-02-28') // '28/02/2026'
 * @example formatDate(new Date('2024-01-01T02:00:00Z')) // '31/12/2023'
 * @throws RangeError for an invalid `Date`, a day that does not exist
 *   ('2026-02-31'), a timestamp without offset, any other text, or a year
 *   outside 0001-9999.
 */
export function formatDate(date: Date | string): string {
  if (typeof date !== 'string') {
    return formatInstant(date);
  }
  const calendar = CALENDAR_DATE.exec(date);
  const timestamp = calendar === null ? TIMESTAMP.exec(date) : null;
  const [year, month, day] = (calendar ?? timestamp)?.slice(1, 4).map(Number) ?? [];
  if (year === undefined || month === undefined || day === undefined || !isCalendarDate(year, month, day)) {
    throw new RangeError(`Not a date: ${JSON.stringify(date)}.`);
  }
  // Date rolls 2024-02-31T10:00Z over to March, so the day was checked above before parsing.
  return calendar === null ? formatInstant(new Date(date)) : formatCalendarDate(year, month, day);
}
