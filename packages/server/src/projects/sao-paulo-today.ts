import type { ClockPort } from '../ports/clock.port.js';

// en-CA writes a date as YYYY-MM-DD, the calendar-day text the domain compares.
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Today's calendar day in America/Sao_Paulo (`YYYY-MM-DD`), from the clock: a briefing's
 * "not before today" is Brazil's today, whatever the server's zone (at 22:00 in São Paulo it is
 * already tomorrow in UTC).
 */
export function saoPauloToday(clock: ClockPort): string {
  return SAO_PAULO_DAY.format(clock.now());
}
