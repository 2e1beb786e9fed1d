import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.js';

describe('formatCountdown', () => {
  it('writes minutes and seconds left, and 00:00 once past', () => {
    expect(formatCountdown(125_900)).toBe('02:05');
    expect(formatCountdown(999)).toBe('00:00');
    expect(formatCountdown(-60_000)).toBe('00:00');
    expect(formatCountdown(6_000_000)).toBe('100:00');
  });

  it('reads back as the whole seconds left, never more', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), (left) => {
        const shown = formatCountdown(left);
        expect(shown).toMatch(/^\d{2,}:[0-5]\d$/);
        const [minutes = '', seconds = ''] = shown.split(':');
        expect(Number(minutes) * 60 + Number(seconds)).toBe(Math.max(0, Math.floor(left / 1000)));
      }),
    );
  });
});
