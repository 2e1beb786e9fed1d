import { formatDate } from './format-date.js';
import { formatTimeOfDay } from './format-time-of-day.js';

/**
 * Shows an instant as `dd/mm/yyyy HH:mm` on São Paulo's wall clock (`TIME_ZONE`), 24-hour: the
 * security history's "when".
 *
 * @example formatDateTime(new Date('2026-11-26T13:05:00Z')) // '26/11/2026 10:05'
 * @throws RangeError for an invalid `Date` or one outside the years 0001 to 9999 (see {@link formatDate}).
 */
export function formatDateTime(instant: Date): string {
  return `${formatDate(instant)} ${formatTimeOfDay(instant)}`;
}

/**
 * Shows an instant as a sentence reads it, `dd/mm/yyyy às HH:mm`, on São Paulo's wall clock:
 * when a contract was agreed, a delivery sent, a payment made.
 *
 * @example formatDateAtTime(new Date('2026-11-26T13:05:00Z')) // '26/11/2026 às 10:05'
 * @throws RangeError as {@link formatDateTime} does.
 */
export function formatDateAtTime(instant: Date): string {
  return `${formatDate(instant)} às ${formatTimeOfDay(instant)}`;
}

/**
 * Shows an instant without its year, `dd/mm, HH:mm`, on São Paulo's wall clock: when a chat
 * message was sent, where the year would only crowd the line.
 *
 * @example formatShortDateTime(new Date('2026-11-27T13:05:00Z')) // '27/11, 10:05'
 * @throws RangeError as {@link formatDateTime} does.
 */
export function formatShortDateTime(instant: Date): string {
  return `${formatDate(instant).slice(0, 5)}, ${formatTimeOfDay(instant)}`;
}
