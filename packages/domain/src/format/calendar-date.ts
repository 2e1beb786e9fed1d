/** The years a `dd/mm/yyyy` date can show: four digits, and no year zero in the Gregorian calendar. */
export const CALENDAR_YEARS = { min: 1, max: 9999 } as const;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether `year` is a Gregorian leap year: every 4th year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * Whether year, month (1-12) and day name a day that exists in the
 * (proleptic) Gregorian calendar, with a year from 1 to 9999:
 * 29/02 only in leap years, never 31/04.
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max || !Number.isInteger(day)) {
    return false;
  }
  const monthDays = Number.isInteger(month) ? DAYS_IN_MONTH[month - 1] : undefined;
  if (monthDays === undefined) {
    return false;
  }
  const lastDay = month === 2 && isLeapYear(year) ? 29 : monthDays;
  return day >= 1 && day <= lastDay;
}

/** Writes a day, month or year with leading zeros to `width` digits. */
export function padDatePart(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
