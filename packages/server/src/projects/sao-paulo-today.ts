import { saoPauloDay } from '@publi/domain';
import type { ClockPort } from '../ports/clock.port.js';

/** Today's calendar day in America/Sao_Paulo (`YYYY-MM-DD`), from the clock (tests fix it). */
export function saoPauloToday(clock: ClockPort): string {
  return saoPauloDay(clock.now());
}
