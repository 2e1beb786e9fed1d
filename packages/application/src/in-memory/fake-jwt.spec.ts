import { decodeLoginToken, isTokenExpired } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeJwt } from './fake-jwt.js';

describe('fakeJwt', () => {
  it('is read back by the domain for any ASCII user id and expiry', () => {
    const userId = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
    fc.assert(
      fc.property(userId, fc.integer({ min: 0, max: 4_000_000_000 }), (id, exp) => {
        expect(decodeLoginToken(fakeJwt({ user_id: id, exp }))).toEqual({ user_id: id, exp });
      }),
    );
  });

  it('expires at its exp', () => {
    const token = fakeJwt({ user_id: 'ana', exp: 100 });
    expect(isTokenExpired(token, 99)).toBe(false);
    expect(isTokenExpired(token, 100)).toBe(true);
  });
});
