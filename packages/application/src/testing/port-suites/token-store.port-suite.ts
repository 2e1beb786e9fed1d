import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../in-memory/fake-jwt.js';
import type { TokenStorePort } from '../../ports/token-store.port.js';
import type { PortSuite } from './port-suite-world.js';

/** What the token store's scenarios need: the store, and the clock that judges expiry (and the jar's). */
export interface TokenStoreSuiteWorld {
  readonly tokens: TokenStorePort;
  readonly clock: { nowSeconds(): number; advance(seconds: number): void };
}

const HOUR = 3600;

/** A login token of `userId` that expires `lifetime` seconds from now, or never without one. */
function aToken(w: TokenStoreSuiteWorld, userId: string, lifetime?: number): string {
  return fakeJwt(lifetime === undefined ? { user_id: userId } : { user_id: userId, exp: Math.floor(w.clock.nowSeconds()) + lifetime });
}

/** {@link TokenStorePort}'s scenarios, the same in memory and on the `userToken` cookie. */
export const tokenStorePortSuite: PortSuite<TokenStoreSuiteWorld> = (world) => {
  describe('TokenStorePort', () => {
    it('reads nothing before a token is saved, then the token saved last', () => {
      const w = world();
      expect(w.tokens.read()).toBeNull();
      const first = aToken(w, 'uid-ana', HOUR);
      w.tokens.save(first);
      expect(w.tokens.read()).toBe(first);
      const refreshed = aToken(w, 'uid-ana', 2 * HOUR);
      w.tokens.save(refreshed);
      expect(w.tokens.read()).toBe(refreshed);
    });

    it('reads nothing once cleared, and clearing an empty store is harmless', () => {
      const w = world();
      w.tokens.clear();
      expect(w.tokens.read()).toBeNull();
      w.tokens.save(aToken(w, 'uid-ana', HOUR));
      w.tokens.clear();
      expect(w.tokens.read()).toBeNull();
      const next = aToken(w, 'uid-bia', HOUR);
      w.tokens.save(next);
      expect(w.tokens.read()).toBe(next);
    });

    it('reads the token until its exp, and nothing from its exp on', () => {
      const w = world();
      const token = aToken(w, 'uid-ana', HOUR);
      w.tokens.save(token);
      w.clock.advance(HOUR - 1);
      expect(w.tokens.read()).toBe(token);
      w.clock.advance(1);
      expect(w.tokens.read()).toBeNull();
    });

    it('reads nothing for a token that had expired when it was saved', () => {
      const w = world();
      w.tokens.save(aToken(w, 'uid-ana', -60));
      expect(w.tokens.read()).toBeNull();
    });

    it('keeps a token without exp until it is cleared', () => {
      const w = world();
      const token = aToken(w, 'uid-ana');
      w.tokens.save(token);
      w.clock.advance(365 * 24 * HOUR);
      expect(w.tokens.read()).toBe(token);
      w.tokens.clear();
      expect(w.tokens.read()).toBeNull();
    });

    it('reads nothing for a value that is not a login token', () => {
      const w = world();
      for (const value of ['abc', 'a.b.c', fakeJwt({ sub: 'uid-ana', exp: Math.floor(w.clock.nowSeconds()) + HOUR })]) {
        w.tokens.save(value);
        expect(w.tokens.read()).toBeNull();
      }
    });
  });
};
