import { InMemoryLogger } from '@publi/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BrowserCookieJarFake } from './browser-cookie-jar.fake.js';
import { CookieTokenStore } from './cookie-token-store.js';
import { aLoginToken } from './login-token.builder.js';

const NOW = 1_750_000_000;

/** A store on a fake `document` whose clock the test moves. */
function aStore(protocol = 'https:') {
  let now = NOW;
  const jar = new BrowserCookieJarFake(() => now);
  const store = new CookieTokenStore({ jar, protocol, clock: { nowSeconds: () => now }, logger: new InMemoryLogger() });
  return { jar, store, setNow: (seconds: number) => (now = seconds) };
}

const userId = fc.string({ minLength: 1, maxLength: 30 });
const lifetime = fc.integer({ min: 1, max: 30 * 24 * 3600 });

describe('CookieTokenStore', () => {
  it('reads back the saved token until its exp, and null from exp on', () => {
    fc.assert(
      fc.property(userId, lifetime, fc.double({ min: 0, max: 1, noNaN: true }), (id, ttl, fraction) => {
        const { store, setNow } = aStore();
        const token = aLoginToken({ user_id: id, exp: NOW + ttl });
        store.save(token);
        setNow(NOW + Math.floor(fraction * (ttl - 1)));
        expect(store.read()).toBe(token);
        setNow(NOW + ttl);
        expect(store.read()).toBeNull();
      }),
    );
  });

  it('reads null for a token that was already expired when saved', () => {
    fc.assert(
      fc.property(userId, fc.integer({ min: 0, max: 10 * 365 * 24 * 3600 }), (id, age) => {
        const { store } = aStore();
        store.save(aLoginToken({ user_id: id, exp: NOW - age }));
        expect(store.read()).toBeNull();
      }),
    );
  });

  it('reads null when the cookie holds anything but a readable token', () => {
    fc.assert(
      fc.property(fc.string(), (garbage) => {
        const jar = { cookie: `other=1; userToken=${garbage}; last=2` };
        const store = new CookieTokenStore({ jar, protocol: 'https:', clock: { nowSeconds: () => NOW }, logger: new InMemoryLogger() });
        expect(store.read()).toBeNull();
      }),
    );
  });

  it('logs a cookie that holds no readable token once, without its value, and not an expired one', () => {
    const logger = new InMemoryLogger();
    // Most of a real token, as a cookie cut short would hold: the log must not carry it.
    const truncated = aLoginToken({ user_id: 'u1', exp: NOW + 60 }).slice(0, 30);
    const jar = { cookie: `userToken=${truncated}` };
    const store = new CookieTokenStore({ jar, protocol: 'https:', clock: { nowSeconds: () => NOW }, logger });
    expect(store.read()).toBeNull();
    expect(store.read()).toBeNull();
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]?.message).toBe('Token de login ilegível no cookie userToken; a sessão foi ignorada');
    expect(JSON.stringify(logger.errors)).not.toContain(truncated);
    expect(String(logger.errors[0]?.cause)).not.toContain(truncated);

    jar.cookie = 'userToken=abc%E0';
    expect(store.read()).toBeNull();
    expect(logger.errors).toHaveLength(2);

    jar.cookie = `userToken=${aLoginToken({ user_id: 'u1', exp: NOW - 1 })}`;
    expect(store.read()).toBeNull();
    expect(logger.errors).toHaveLength(2);
  });

  it('reads null when there is no userToken cookie', () => {
    const jar = { cookie: 'theme=dark; xuserToken=abc' };
    expect(new CookieTokenStore({ jar, protocol: 'https:', clock: { nowSeconds: () => NOW }, logger: new InMemoryLogger() }).read()).toBeNull();
  });

  it('finds the token among other cookies', () => {
    const token = aLoginToken({ user_id: 'u1', exp: NOW + 60 });
    const jar = { cookie: `theme=dark; userToken=${token}; lang=pt-BR` };
    expect(new CookieTokenStore({ jar, protocol: 'https:', clock: { nowSeconds: () => NOW }, logger: new InMemoryLogger() }).read()).toBe(token);
  });

  it('writes Path=/, SameSite=Lax, Secure on https and Expires at the token exp', () => {
    fc.assert(
      fc.property(userId, lifetime, (id, ttl) => {
        const { jar, store } = aStore('https:');
        store.save(aLoginToken({ user_id: id, exp: NOW + ttl }));
        const attributes = jar.lastAttributes();
        expect(jar.writes.at(-1)?.startsWith('userToken=')).toBe(true);
        expect(attributes.get('path')).toBe('/');
        expect(attributes.get('samesite')).toBe('Lax');
        expect(attributes.has('secure')).toBe(true);
        expect(Date.parse(attributes.get('expires') ?? '')).toBe((NOW + ttl) * 1000);
      }),
    );
  });

  it('leaves Secure out on http, where the browser would drop a Secure cookie', () => {
    const { jar, store } = aStore('http:');
    const token = aLoginToken({ user_id: 'u1', exp: NOW + 60 });
    store.save(token);
    expect(jar.lastAttributes().has('secure')).toBe(false);
    expect(store.read()).toBe(token);
  });

  // Reading, clearing and expiry are the port suite's (cookie-token-store.port-suite.spec.ts);
  // these two are what only a cookie shows.
  it('makes a token without exp a browser-session cookie (no Expires)', () => {
    const { jar, store } = aStore();
    store.save(aLoginToken({ user_id: 'u1' }));
    expect(jar.lastAttributes().has('expires')).toBe(false);
  });

  it('clears the cookie for the whole site, leaving the jar empty', () => {
    const { jar, store } = aStore();
    store.save(aLoginToken({ user_id: 'u1', exp: NOW + 60 }));
    store.clear();
    expect(jar.cookie).toBe('');
    expect(jar.lastAttributes().get('path')).toBe('/');
  });
});
