import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiError } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { badges } from '../db/schema.js';
import { startFuzzWorld } from '../test-support/fuzz-world.builder.js';
import { describeRouteFuzz, useFuzzWorld } from './describe-route-fuzz.js';
import type { FuzzContext, FuzzTarget, FuzzTargetAnswer } from './fuzz-context.js';
import { fuzzRoute } from './fuzz-route.js';

// Accounts, profiles, agents, reference data, search, the cart, uploads, the chat (its event
// stream included) and notifications, fuzzed from their zod schemas: zero 5xx, every refusal the
// contract's pt-BR error body, nothing half-written. Which routes, in what order and how the
// special ones are sent: fuzz-plan.ts. Runs and time budget: fuzz-settings.ts.
const world = useFuzzWorld(startFuzzWorld);

// First, the fuzz must fail on what it is there to find: each test plants one fault in front of
// the real app (a row written before a refusal, a file left behind, a 500, an English or a
// driver's message, a code the route does not list) and expects `fuzzRoute` to reject with it.
describe('the route fuzz catches a planted fault', () => {
  let planted = 0;
  /** The world, its app's `call` replaced by `fault` (which may still call the app). */
  const withFault = (fault: (call: Parameters<FuzzTarget['call']>[0]) => Promise<FuzzTargetAnswer>): FuzzContext => {
    const { target } = world();
    return { ...world(), target: { call: fault, db: target.db, sandbox: target.sandbox, uploadsDir: target.uploadsDir, privateFilesDir: target.privateFilesDir } };
  };
  const answer = (statusCode: number, body: unknown): FuzzTargetAnswer => ({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) });

  it('a row written before a refusal, with the seed to replay it', async () => {
    const context = withFault(async (call) => {
      await context.target.db.insert(badges).values({ name: `Plantado ${String((planted += 1))}`, icon: 'x' });
      return world().target.call(call);
    });
    await expect(fuzzRoute(context, 'markNotificationsRead', 'anonymous')).rejects.toThrow(/seed: -?\d+[\s\S]*the refused write changed badges: \d+ rows .* became \d+ rows/u);
  });

  it('a file left behind by a refusal', async () => {
    const context = withFault(async (call) => {
      await writeFile(join(context.target.uploadsDir, `plantado-${String((planted += 1))}.png`), 'x');
      return world().target.call(call);
    });
    await expect(fuzzRoute(context, 'markNotificationsRead', 'anonymous')).rejects.toThrow(/the refused write changed files: uploads/u);
  });

  it('a 500, even with the error body', async () => {
    const context = withFault(() => Promise.resolve(answer(500, apiError('INTERNAL'))));
    await expect(fuzzRoute(context, 'listBadges', 'anonymous')).rejects.toThrow(/answered 500/u);
  });

  it("an English message, and a driver's", async () => {
    const english = withFault(() => Promise.resolve(answer(400, { error: { code: 'REQUEST.INVALID', message: 'Invalid input: expected object, received string' } })));
    await expect(fuzzRoute(english, 'setAccountType', 'anonymous')).rejects.toThrow(/is not pt-BR/u);
    const driver = withFault(() => Promise.resolve(answer(400, { error: { code: 'REQUEST.INVALID', message: 'Erro: invalid input syntax for type integer: "x"' } })));
    await expect(fuzzRoute(driver, 'setAccountType', 'anonymous')).rejects.toThrow(/shows SQL text/u);
  });

  it('a code the route does not list', async () => {
    const context = withFault(() => Promise.resolve(answer(404, apiError('USER.NOT_FOUND'))));
    await expect(fuzzRoute(context, 'listBadges', 'anonymous')).rejects.toThrow(/code USER.NOT_FOUND is not in the route's contract list/u);
  });
});

describeRouteFuzz('accounts', world);
