import { LOCALE, TIME_ZONE } from '../constants/product.constants.js';
import { formatDate } from './format-date.js';

const WALL_CLOCK_TIME = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Shows an instant as `dd/mm/yyyy HH:mm` on São Paulo's wall clock (`TIME_ZONE`), 24-hour: the
 * security history's "when".
 *
 * @example formatDateTime(new Date('2026-11-26T13:05:00Z')) // '26/11/2026 10:05'
 * @throws RangeError for an invalid `Date` or one outside the years 0001 to 9999 (see {@link formatDate}).
 */
export function formatDateTime(instant: Date): string {
  const day = formatDate(instant);
  const parts = WALL_CLOCK_TIME.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return `${day} ${part('hour')}:${part('minute')}`;
}
