import { describe, expect, it } from 'vitest';
import type { TokenRejection, TokenVerifierPort, VerifiedIdentity } from '../auth/token-verifier.port.js';
import { AppError } from '../errors/app-error.js';
import { fullRight, rightAfter, tokenRight } from './stream-right.js';

/** A verifier that answers `answer` for any token, as the identity provider would. */
const verifierAnswering = (answer: VerifiedIdentity | TokenRejection): TokenVerifierPort => ({ verify: () => Promise.resolve(answer) });
const ANA: VerifiedIdentity = { uid: 'ana-uid' };

describe("a stream's right, checked again", () => {
  it('ends with session_expired for a token expired or no longer valid, and cannot tell when the identity service is out of reach', async () => {
    expect(await tokenRight(verifierAnswering('expired'), 'token')).toEqual({ held: false, reason: 'session_expired' });
    expect(await tokenRight(verifierAnswering('invalid'), 'token')).toEqual({ held: false, reason: 'session_expired' });
    expect(await tokenRight(verifierAnswering('unavailable'), 'token')).toEqual({ held: false, reason: null });
    expect(await tokenRight(verifierAnswering(ANA), 'token')).toEqual({ held: true });
  });

  it("takes a refusal of the route's check as access_lost, and anything else (the database out of reach) as not known, which it reports", () => {
    const unknown: unknown[] = [];
    const report = (error: unknown) => unknown.push(error);
    expect(rightAfter(new AppError('CHAT.NOT_FOUND'), report)).toEqual({ held: false, reason: 'access_lost' });
    expect(rightAfter(new AppError('USER.NOT_FOUND'), report)).toEqual({ held: false, reason: 'access_lost' });
    const outage = new Error('connect ECONNREFUSED');
    expect(rightAfter(new AppError('SERVICE_UNAVAILABLE'), report)).toEqual({ held: false, reason: null });
    expect(rightAfter(outage, report)).toEqual({ held: false, reason: null });
    expect(unknown).toEqual([new AppError('SERVICE_UNAVAILABLE'), outage]);
  });

  it("asks the route's check only for a token still good", async () => {
    let asked = 0;
    const recheck = () => {
      asked += 1;
      return Promise.reject(new AppError('CHAT.NOT_FOUND'));
    };
    expect(await fullRight(verifierAnswering('expired'), 'token', recheck, () => undefined)).toEqual({ held: false, reason: 'session_expired' });
    expect(asked).toBe(0);
    expect(await fullRight(verifierAnswering(ANA), 'token', recheck, () => undefined)).toEqual({ held: false, reason: 'access_lost' });
    expect(await fullRight(verifierAnswering(ANA), 'token', () => Promise.resolve(), () => undefined)).toEqual({ held: true });
  });
});
