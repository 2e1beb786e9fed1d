/**
 * How long the route fuzz runs, and how to replay a failure.
 *
 * Time budget: 3 minutes for the two `*.fuzz.int.spec.ts` files together on PGlite on a 2-core
 * machine at the default 25 runs per route and caller (they run side by side, each building its
 * own database and world first); on PostgreSQL 15 about half that. Raise `FUZZ_RUNS` for a longer
 * run by hand (`FUZZ_RUNS=200 npx vitest run --project server-int src/fuzz`); the per-route
 * timeout grows with it.
 *
 * A failure prints fast-check's seed and path; `FUZZ_SEED=<seed> FUZZ_PATH=<path>` with `-t '<route>'`
 * replays exactly that counterexample.
 */

function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/** Runs per route for a signed-in caller (and for routes anyone may call, anonymously). */
export const FUZZ_RUNS = positiveInteger(process.env['FUZZ_RUNS'], 25);

/**
 * Runs per route for an anonymous caller where the route needs a token: every one of them stops
 * at the token check (or earlier, at the body parser), so a fifth of the runs covers that door.
 */
export const ANONYMOUS_RUNS = Math.max(5, Math.ceil(FUZZ_RUNS / 5));

/** The seed and path to replay, when set; otherwise fast-check draws a seed and prints it on failure. */
export const FUZZ_REPLAY: { readonly seed?: number; readonly path?: string } = {
  ...(process.env['FUZZ_SEED'] ? { seed: Number(process.env['FUZZ_SEED']) } : {}),
  ...(process.env['FUZZ_PATH'] ? { path: process.env['FUZZ_PATH'] } : {}),
};

/** A route's time limit: its runs at a generous 1 s each (shrinking a failure included), and never under a minute. */
export const ROUTE_TIMEOUT_MS = Math.max(60_000, (FUZZ_RUNS + ANONYMOUS_RUNS) * 1_000);
