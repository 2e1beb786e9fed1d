import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic-task.js';

describe('runPeriodically (the clock sweeps)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task every interval, goes on after a failure it logs, and stops when the app closes', async () => {
    const app = Fastify({ logger: false });
    const logged = vi.spyOn(app.log, 'error');
    let runs = 0;
    runPeriodically(app, 1_000, 'sweep', () => (++runs === 2 ? Promise.reject(new Error('database away')) : Promise.resolve()));
    await app.ready();
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runs).toBe(3);
    expect(logged).toHaveBeenCalledWith({ err: new Error('database away') }, 'could not sweep');
    await app.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(3);
  });

  it('runs a first time after firstAfterMs, then every interval, so a daily sweep outlives daily restarts', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    runPeriodically(app, 10_000, 'sweep', () => Promise.resolve(++runs), { firstAfterMs: 1_000 });
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    await app.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
  });

  it('never runs when the interval is 0, as in tests that sweep by hand', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    runPeriodically(app, 0, 'sweep', () => Promise.resolve(++runs));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(0);
    await app.close();
  });
});
