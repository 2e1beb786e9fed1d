import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firebaseIdentityProbe, rememberedFor } from './firebase-identity-probe.js';

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

describe('firebaseIdentityProbe', () => {
  it('counts "no such user" as an answer, and rejects when the provider cannot be asked', async () => {
    await expect(firebaseIdentityProbe(() => Promise.reject(firebaseError('auth/user-not-found')))()).resolves.toBeUndefined();
    await expect(firebaseIdentityProbe(() => Promise.resolve({}))()).resolves.toBeUndefined();
    await expect(firebaseIdentityProbe(() => Promise.reject(firebaseError('app/network-error')))()).rejects.toThrow('app/network-error');
  });
});

describe('rememberedFor', () => {
  it('asks the provider once per interval, whatever the calls, and keeps a failure as long as a success', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3_000 }), { maxLength: 30 }), fc.boolean(), async (gaps, failing) => {
        let clock = 0;
        let asked = 0;
        const probe = rememberedFor(() => {
          asked += 1;
          return failing ? Promise.reject(new Error('fora do ar')) : Promise.resolve();
        }, 5_000, () => clock);
        // The probe asks on the first call and on each call 5 s or more after the last ask.
        let expected = 0;
        let lastAsk = Number.NEGATIVE_INFINITY;
        for (const gap of [0, ...gaps]) {
          clock += gap;
          if (clock - lastAsk >= 5_000) {
            expected += 1;
            lastAsk = clock;
          }
          const answer = probe();
          if (failing) await expect(answer).rejects.toThrow('fora do ar');
          else await expect(answer).resolves.toBeUndefined();
        }
        expect(asked).toBe(expected);
      }),
    );
  });
});
