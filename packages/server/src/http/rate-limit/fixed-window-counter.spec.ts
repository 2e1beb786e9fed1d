import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from './fixed-window-counter.js';

const calls = fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), step: fc.integer({ min: 0, max: 700 }) }), { maxLength: 200 });

describe('FixedWindowCounter', () => {
  it('passes at most `max` calls per caller in any window, and refuses only a caller who used them all', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }), calls, (max, windowSeconds, sequence) => {
        const windowMs = windowSeconds * 1000;
        const counter = new FixedWindowCounter({ max, windowMs });
        // The model: each caller's window start and how many passed in it.
        const model = new Map<string, { start: number; passed: number }>();
        let now = 0;
        for (const { key, step } of sequence) {
          now += step;
          const known = model.get(key);
          const window = known === undefined || now >= known.start + windowMs ? { start: now, passed: 0 } : known;
          model.set(key, window);
          const wait = counter.take(key, now);
          if (window.passed < max) {
            expect(wait).toBeUndefined();
            window.passed += 1;
          } else {
            expect(wait).toBe(Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)));
            expect(wait).toBeLessThanOrEqual(windowSeconds);
          }
        }
      }),
    );
  });

  it('lets a caller in again once the window has ended', () => {
    const counter = new FixedWindowCounter({ max: 2, windowMs: 60_000 });
    expect([counter.take('x', 0), counter.take('x', 1_000), counter.take('x', 2_000)]).toEqual([undefined, undefined, 58]);
    expect(counter.take('y', 2_000)).toBeUndefined();
    expect(counter.take('x', 60_000)).toBeUndefined();
  });

  it('remembers at most `maxKeys` callers, forgetting the oldest first', () => {
    const counter = new FixedWindowCounter({ max: 1, windowMs: 60_000 }, 3);
    for (const key of ['a', 'b', 'c', 'd']) counter.take(key, 0);
    expect(counter.size).toBe(3);
    // 'a' was forgotten, so it starts afresh; 'd' is still counted.
    expect(counter.take('a', 1)).toBeUndefined();
    expect(counter.take('d', 1)).toBe(60);
  });
});
