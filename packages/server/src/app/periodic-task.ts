import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` while the app is open (0 turns it off: tests run the task by hand).
 * A failure is logged and the next round tries again; the timer never keeps the process alive
 * and stops when the app closes.
 */
export function runPeriodically(api: FastifyInstance, everyMs: number, what: string, task: () => Promise<unknown>): void {
  if (everyMs <= 0) return;
  const timer = setInterval(() => {
    task().catch((error: unknown) => {
      api.log.error({ err: error }, `could not ${what}`);
    });
  }, everyMs);
  timer.unref();
  api.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
