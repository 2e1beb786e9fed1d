import { LOCALE, TIME_ZONE } from '../constants/product.constants.js';

const WALL_CLOCK_TIME = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * The time of day of an instant on São Paulo's wall clock (`TIME_ZONE`), `HH:mm`, 24-hour.
 *
 * @example formatTimeOfDay(new Date('2026-11-26T13:05:00Z')) // '10:05'
 * @throws RangeError for an invalid `Date`.
 */
export function formatTimeOfDay(instant: Date): string {
  const parts = WALL_CLOCK_TIME.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
