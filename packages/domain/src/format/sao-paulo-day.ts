// en-CA writes a date as YYYY-MM-DD, the calendar-day text the briefing rules compare.
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day of `instant` in America/Sao_Paulo (`YYYY-MM-DD`): a briefing's "not before
 * today" is Brazil's today, whatever the machine's zone (at 22:00 in São Paulo it is already
 * tomorrow in UTC).
 *
 * @example saoPauloDay(new Date('2026-11-24T01:00:00Z')) // '2026-11-23'
 */
export function saoPauloDay(instant: Date): string {
  return SAO_PAULO_DAY.format(instant);
}
