import type { FastifyInstance } from 'fastify';

/** When the first run comes: after `firstAfterMs` instead of a whole interval (a daily task on a server restarted more often). */
export interface PeriodicOptions {
  readonly firstAfterMs?: number;
}

/**
 * Runs `task` every `everyMs` while the app is open (0 turns it off: tests run the task by hand).
 * A failure is logged and the next round tries again; the timer never keeps the process alive
 * and stops when the app closes.
 */
export function runPeriodically(api: FastifyInstance, everyMs: number, what: string, task: () => Promise<unknown>, options: PeriodicOptions = {}): void {
  if (everyMs <= 0) return;
  const run = () => {
    task().catch((error: unknown) => {
      api.log.error({ err: error }, `could not ${what}`);
    });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  const first = options.firstAfterMs === undefined ? undefined : setTimeout(run, options.firstAfterMs);
  first?.unref();
  api.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    clearTimeout(first);
    done();
  });
}
