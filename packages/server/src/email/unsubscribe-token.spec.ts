import { createHmac } from 'node:crypto';
import { EMAIL_KINDS } from '@publi/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL_SETUP } from './email-setup.js';
import { readUnsubscribeToken, unsubscribePageUrl, unsubscribeToken, unsubscribeUrl, type UnsubscribableKind } from './unsubscribe-token.js';

const KINDS = EMAIL_KINDS.filter((kind): kind is UnsubscribableKind => kind !== 'security');
const secret = 'um-segredo-de-teste';
const userIds = fc.integer({ min: 1, max: 2_147_483_647 });
const kinds = fc.constantFrom(...KINDS);
const TOKEN_CHARACTERS = Array.from('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-.');

describe('the unsubscribe token', () => {
  it('reads back the person and the kind it was signed for, and stays short and URL-safe', () => {
    fc.assert(
      fc.property(userIds, kinds, (userId, kind) => {
        const token = unsubscribeToken(secret, userId, kind);
        expect(readUnsubscribeToken(secret, token)).toEqual({ userId, kind });
        expect(token.length).toBeLessThan(120);
        expect(encodeURIComponent(token)).toBe(token);
      }),
    );
  });

  it('is refused once any character is changed, added or removed', () => {
    fc.assert(
      fc.property(userIds, kinds, fc.nat(), fc.constantFrom(...TOKEN_CHARACTERS), fc.constantFrom('replace', 'insert', 'remove'), (userId, kind, at, character, edit) => {
        const token = unsubscribeToken(secret, userId, kind);
        const index = at % token.length;
        const altered =
          edit === 'replace' ? token.slice(0, index) + character + token.slice(index + 1) : edit === 'insert' ? token.slice(0, index) + character + token.slice(index) : token.slice(0, index) + token.slice(index + 1);
        fc.pre(altered !== token);
        expect(readUnsubscribeToken(secret, altered)).toBeNull();
      }),
    );
  });

  it("is refused under another secret: only this server's signature counts", () => {
    fc.assert(
      fc.property(userIds, kinds, fc.string({ minLength: 1 }), (userId, kind, other) => {
        fc.pre(other !== secret);
        expect(readUnsubscribeToken(secret, unsubscribeToken(other, userId, kind))).toBeNull();
      }),
    );
  });

  it('never turns security off, not even with a token signed by the right secret', () => {
    expect(() => unsubscribeToken(secret, 7, 'security' as UnsubscribableKind)).toThrow();
    const signed = createHmac('sha256', secret).update('publi-unsubscribe-v1\n7\nsecurity').digest('base64url');
    expect(readUnsubscribeToken(secret, `7.security.${signed}`)).toBeNull();
  });

  it('refuses what is not a token at all', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        expect(readUnsubscribeToken(secret, text)).toBeNull();
      }),
    );
  });

  it("makes the API's address under the site's, where the server answers it", () => {
    const url = unsubscribeUrl({ ...DEMO_EMAIL_SETUP, publicUrl: 'https://publi.exemplo.com.br' }, 42, 'paid');
    expect(url).toMatch(/^https:\/\/publi\.exemplo\.com\.br\/api\/email\/unsubscribe\?token=42\.paid\.[A-Za-z0-9_-]{43}$/);
  });

  it("puts the same token on the web's page for the footer's link", () => {
    const setup = { ...DEMO_EMAIL_SETUP, publicUrl: 'https://publi.exemplo.com.br' };
    const page = new URL(unsubscribePageUrl(setup, 42, 'paid'));
    expect(page.pathname).toBe('/email/descadastrar');
    expect(page.searchParams.get('token')).toBe(new URL(unsubscribeUrl(setup, 42, 'paid')).searchParams.get('token'));
  });
});
