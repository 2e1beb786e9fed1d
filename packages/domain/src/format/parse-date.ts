import { isCalendarDate, padDatePart } from './calendar-date.js';

// Exactly what a dd/mm/yyyy input mask produces.
const SHOWN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Reads a date typed as `dd/mm/yyyy` into the `YYYY-MM-DD` calendar date the
 * server stores. Surrounding whitespace is ignored; day and month need their
 * two digits and the year its four.
 *
 * @example parseDate('28/02/2026') // '2026-02-28'
 * @returns the calendar date, or `null` when the text is not `dd/mm/yyyy` or
 *   names a day that does not exist, such as 31/02/2026 or 29/02/2025.
 */
export function parseDate(text: string): string | null {
  const match = SHOWN_DATE.exec(text.trim());
  if (match === null) {
    return null;
  }
  const [day, month, year] = match.slice(1).map(Number);
  if (day === undefined || month === undefined || year === undefined || !isCalendarDate(year, month, day)) {
    return null;
  }
  return `${padDatePart(year, 4)}-${padDatePart(month, 2)}-${padDatePart(day, 2)}`;
}
