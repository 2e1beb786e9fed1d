// First, as in the browser's entry: the schemas below are built after it.
import './without-eval.js';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ROUTES } from './routes/index.js';
import { createUserBodySchema } from './schemas/user-requests.schema.js';

describe('@publi/contract/without-eval', () => {
  it('makes every schema parse without building a function from a string, as a strict policy demands', () => {
    // What a policy without 'unsafe-eval' forbids: any call of the Function constructor.
    const built = vi.fn();
    const realFunction = globalThis.Function;
    globalThis.Function = new Proxy(realFunction, {
      construct: (target, args: unknown[]) => {
        built(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      for (let run = 0; run < 3; run += 1) {
        expect(ROUTES.getHealth.response.safeParse({}).success).toBe(false);
        expect(createUserBodySchema.safeParse({ name: 'Ana', type: 'brand' }).success).toBe(false);
      }
    } finally {
      globalThis.Function = realFunction;
    }
    expect(built).not.toHaveBeenCalled();
  });

  it("is zod's own configuration, set without loading zod", () => {
    expect(z.config().jitless).toBe(true);
  });
});
