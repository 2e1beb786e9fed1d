import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aJwtWithPayloadText, aLoginToken, encodeBase64Url } from './login-token.builder.js';
import { decodeLoginToken, isTokenExpired } from './login-token.js';
import { codePointText } from '../text/code-point-text.builder.js';

const userId = fc.string({ unit: 'grapheme', minLength: 1 });
// JSON has no -0, NaN or infinities, so a finite exp other than -0 is what can round-trip.
const exp = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value));
const seconds = fc.integer({ min: 0, max: 4_000_000_000 });

describe('decodeLoginToken', () => {
  it('reads user_id and exp from the payload', () => {
    expect(decodeLoginToken(aLoginToken({ user_id: 'abc123', exp: 1_700_000_000 }))).toEqual({ user_id: 'abc123', exp: 1_700_000_000 });
  });

  it('reads a token without exp, and drops the other claims', () => {
    const token = aLoginToken({ user_id: 'abc123', email: 'ana@publi.com.br', iss: 'https://securetoken.google.com/publi' });
    expect(decodeLoginToken(token)).toEqual({ user_id: 'abc123' });
  });

  it('reads a payload with accents (UTF-8)', () => {
    expect(decodeLoginToken(aLoginToken({ user_id: 'joão-ção-🎂' }))).toEqual({ user_id: 'joão-ção-🎂' });
  });

  it('drops an exp that is not a finite number', () => {
    expect(decodeLoginToken(aLoginToken({ user_id: 'abc', exp: '1700000000' }))).toEqual({ user_id: 'abc' });
    expect(decodeLoginToken(aJwtWithPayloadText('{"user_id":"abc","exp":1e999}'))).toEqual({ user_id: 'abc' });
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not a JWT', 'not-a-jwt'],
    ['two parts', aLoginToken({ user_id: 'abc' }).slice(0, -1)],
    ['four parts', `${aLoginToken({ user_id: 'abc' })}.x`],
    ['empty payload', 'eyJhbGciOiJub25lIn0..'],
    ['payload not base64url', 'eyJhbGciOiJub25lIn0.@@@.'],
    ['payload not JSON', aJwtWithPayloadText('user_id=abc')],
    ['payload an array', aJwtWithPayloadText('["abc"]')],
    ['payload null', aJwtWithPayloadText('null')],
    ['user_id missing', aLoginToken({ sub: 'abc' })],
    ['user_id empty', aLoginToken({ user_id: '' })],
    ['user_id a number', aLoginToken({ user_id: 42 })],
  ])('is null when the token is %s', (_case, token) => {
    expect(decodeLoginToken(token)).toBeNull();
  });

  it('round-trips any payload built with the builder', () => {
    fc.assert(
      fc.property(userId, fc.option(exp, { nil: undefined }), fc.dictionary(fc.string(), fc.jsonValue()), (id, expiry, extra) => {
        const payload = expiry === undefined ? { ...extra, user_id: id } : { ...extra, user_id: id, exp: expiry };
        const expected = expiry === undefined ? { user_id: id } : { user_id: id, exp: expiry };
        expect(decodeLoginToken(aLoginToken(payload))).toEqual(expected);
      }),
    );
  });

  it('equals the plain reference for any JSON payload', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.record({ user_id: fc.jsonValue(), exp: fc.jsonValue() })), (payload) => {
        const text = JSON.stringify(payload);
        const claims: unknown = JSON.parse(text);
        const isObject = typeof claims === 'object' && claims !== null && !Array.isArray(claims);
        const id: unknown = isObject ? Reflect.get(claims, 'user_id') : undefined;
        const expiry: unknown = isObject ? Reflect.get(claims, 'exp') : undefined;
        const expected =
          typeof id !== 'string' || id === ''
            ? null
            : typeof expiry === 'number'
              ? { user_id: id, exp: expiry }
              : { user_id: id };
        expect(decodeLoginToken(aJwtWithPayloadText(text))).toEqual(expected);
      }),
    );
  });

  it('never throws on arbitrary strings', () => {
    const segment = fc.oneof(fc.string({ unit: fc.constantFrom(...Array.from('AZaz09-_w8=')) }), codePointText().map(encodeBase64Url));
    const jwtLike = fc.array(segment, { maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(fc.oneof(codePointText(), jwtLike), (text) => {
        const decoded = decodeLoginToken(text);
        expect(decoded === null || typeof decoded.user_id === 'string').toBe(true);
      }),
    );
  });
});

describe('isTokenExpired', () => {
  const token = aLoginToken({ user_id: 'abc', exp: 1_700_000_000 });

  it('is expired when exp has passed, or is now', () => {
    expect(isTokenExpired(token, 1_699_999_999)).toBe(false);
    expect(isTokenExpired(token, 1_700_000_000)).toBe(true);
    expect(isTokenExpired(token, 1_700_000_001)).toBe(true);
  });

  it('is expired when the token is missing or unreadable', () => {
    expect(isTokenExpired(undefined, 0)).toBe(true);
    expect(isTokenExpired(null, 0)).toBe(true);
    expect(isTokenExpired('', 0)).toBe(true);
    expect(isTokenExpired('garbage', 0)).toBe(true);
  });

  it('is not expired for a readable token without exp', () => {
    fc.assert(fc.property(userId, seconds, (id, now) => !isTokenExpired(aLoginToken({ user_id: id }), now)));
  });

  it('fails safe on a NaN time', () => {
    expect(isTokenExpired(aLoginToken({ user_id: 'abc' }), Number.NaN)).toBe(true);
  });

  it('is expired exactly when exp <= now', () => {
    fc.assert(fc.property(seconds, seconds, (expiry, now) => isTokenExpired(aLoginToken({ user_id: 'abc', exp: expiry }), now) === expiry <= now));
  });

  it('is monotone in now: once expired, it stays expired', () => {
    fc.assert(
      fc.property(fc.option(seconds, { nil: undefined }), seconds, seconds, (expiry, a, b) => {
        const jwt = aLoginToken(expiry === undefined ? { user_id: 'abc' } : { user_id: 'abc', exp: expiry });
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(!isTokenExpired(jwt, earlier) || isTokenExpired(jwt, later)).toBe(true);
      }),
    );
  });
});
