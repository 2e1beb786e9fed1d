import { ROUTES } from '@publi/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { FuzzContext } from './fuzz-context.js';
import { fuzzRoute, runsFor, type FuzzMode } from './fuzz-route.js';
import { FUZZ_PLAN, type FuzzFile } from './fuzz-plan.js';
import { ROUTE_TIMEOUT_MS } from './fuzz-settings.js';

// Signing everyone up and building the world (projects, contracts, a payment) takes a while on a busy machine.
const WORLD_TIMEOUT_MS = 180_000;

/**
 * Starts the fuzz's world before a spec file's tests and closes it after them (file-level hooks,
 * so every `describe` of the file shares it); answers a getter for it.
 */
export function useFuzzWorld(start: () => Promise<FuzzContext>): () => FuzzContext {
  let context: FuzzContext | undefined;
  beforeAll(async () => {
    context = await start();
  }, WORLD_TIMEOUT_MS);
  afterAll(async () => {
    await context?.close();
  }, WORLD_TIMEOUT_MS);
  return () => {
    if (context === undefined) throw new Error('the fuzz world has not started');
    return context;
  };
}

/**
 * One spec file's fuzz: each route of `FUZZ_PLAN[file]` in order, as the world's accounts and
 * anonymously. A route anyone may call without a token (`auth: none`) never reads one, so it is
 * fuzzed anonymously only, with the full number of runs.
 */
export function describeRouteFuzz(file: FuzzFile, world: () => FuzzContext): void {
  describe(`fuzzing the ${file} routes from their schemas`, () => {
    for (const name of FUZZ_PLAN[file]) {
      const route = ROUTES[name];
      const modes: readonly FuzzMode[] = route.auth === 'none' ? ['anonymous'] : ['signed-in', 'anonymous'];
      for (const mode of modes) {
        it(`${name} (${route.method} ${route.path}), ${mode}, ${String(runsFor(route, mode))} runs`, async () => {
          try {
            await fuzzRoute(world(), name, mode);
          } finally {
            await world().afterRoute(name);
          }
        }, ROUTE_TIMEOUT_MS);
      }
    }
  });
}
