/** Milliseconds in a day: the one day constant of Publi (São Paulo keeps no daylight saving since 2019). */
export const DAY_MS = 86_400_000;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant `days` whole days after `instant` (before it when `days` is negative).
 *
 * @example addDays(new Date('2026-11-24T12:00:00Z'), 7) // 2026-12-01T12:00:00Z
 */
export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/**
 * The calendar day `days` days after `day` (`YYYY-MM-DD`), counted on the calendar, with no
 * time zone: months and leap years roll over as they do on a wall calendar.
 *
 * @example addCalendarDays('2028-02-28', 1) // '2028-02-29'
 * @throws RangeError when `day` is not `YYYY-MM-DD`.
 */
export function addCalendarDays(day: string, days: number): string {
  const parts = CALENDAR_DAY.exec(day);
  if (parts === null) throw new RangeError(`Not a calendar day: ${JSON.stringify(day)}.`);
  // Noon UTC of that day: adding whole days never crosses into a neighbouring date by an hour.
  const noon = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12);
  return new Date(noon + days * DAY_MS).toISOString().slice(0, 10);
}
