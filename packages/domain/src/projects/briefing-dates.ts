import { isCalendarDate } from '../format/calendar-date.js';

/** A briefing's dates as calendar days (`YYYY-MM-DD`), `null` while not chosen. */
export interface BriefingDates {
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/** What is wrong with a briefing's dates, by field, in pt-BR. */
export type BriefingDateErrors = { readonly [K in keyof BriefingDates]?: string };

/** The pt-BR messages of {@link briefingDateErrors}, for screens and the server alike. */
export const BRIEFING_DATE_MESSAGES = {
  invalid: 'Informe uma data válida.',
  startBeforeToday: 'A data de início não pode ser antes de hoje.',
  endBeforeStart: 'A data de término não pode ser antes da data de início.',
} as const;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a `YYYY-MM-DD` day that exists (no 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (match === null) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return year !== undefined && month !== undefined && day !== undefined && isCalendarDate(year, month, day);
}

/**
 * The briefing's date rules: each date a real calendar day, the start not before `today` and
 * the end not before the start (a one-day campaign starts and ends on the same day). Days are
 * compared as calendar days, so `today` must be the day in America/Sao_Paulo, read from the
 * caller's clock. A date not chosen yet breaks no rule: whether it is required is the step's
 * call, not this one's.
 *
 * @example briefingDateErrors({ startDate: '2026-11-20', endDate: null }, '2026-11-23') // { startDate: 'A data de início não pode ser antes de hoje.' }
 */
export function briefingDateErrors(dates: BriefingDates, today: string): BriefingDateErrors {
  const errors: { -readonly [K in keyof BriefingDates]?: string } = {};
  const start = dates.startDate;
  const end = dates.endDate;
  if (start !== null && !isCalendarDay(start)) errors.startDate = BRIEFING_DATE_MESSAGES.invalid;
  else if (start !== null && start < today) errors.startDate = BRIEFING_DATE_MESSAGES.startBeforeToday;
  if (end !== null && !isCalendarDay(end)) errors.endDate = BRIEFING_DATE_MESSAGES.invalid;
  else if (end !== null && start !== null && isCalendarDay(start) && end < start) errors.endDate = BRIEFING_DATE_MESSAGES.endBeforeStart;
  return errors;
}
