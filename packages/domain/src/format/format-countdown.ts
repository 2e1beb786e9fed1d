/**
 * The time left until a deadline as a countdown shows it, `mm:ss` (minutes past 99 keep all their
 * digits); `00:00` once the deadline has passed. Whole seconds, rounded down, so it never shows
 * more time than is left.
 *
 * @example formatCountdown(125_900) // '02:05'
 * @example formatCountdown(-1) // '00:00'
 */
export function formatCountdown(millisecondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(millisecondsLeft / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
