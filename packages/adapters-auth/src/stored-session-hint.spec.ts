import { describe, expect, it } from 'vitest';
import { browserStoredSessionHint, FIREBASE_SESSION_DATABASE, type DatabaseLister } from './stored-session-hint.js';

const databasesNamed = (...names: string[]): DatabaseLister => ({
  databases: () => Promise.resolve(names.map((name) => ({ name }))),
});

describe('browserStoredSessionHint', () => {
  it('rules a session out on a first visit: no token cookie and no SDK database', async () => {
    const hint = browserStoredSessionHint({ jar: { cookie: 'theme=dark; userTokenish=1' }, indexedDB: databasesNamed('other') });
    await expect(hint()).resolves.toBe(false);
  });

  it('sees a session in the token cookie, wherever it sits in the list', async () => {
    const hint = browserStoredSessionHint({ jar: { cookie: 'theme=dark; userToken=abc.def.ghi' }, indexedDB: databasesNamed() });
    await expect(hint()).resolves.toBe(true);
  });

  it("sees a returning visitor whose cookie expired through the SDK's database", async () => {
    const hint = browserStoredSessionHint({ jar: { cookie: '' }, indexedDB: databasesNamed('other', FIREBASE_SESSION_DATABASE) });
    await expect(hint()).resolves.toBe(true);
  });

  it('assumes a session when the browser cannot list its databases, so nobody looks signed out by a guess', async () => {
    await expect(browserStoredSessionHint({ jar: { cookie: '' } })()).resolves.toBe(true);
    const failing = { databases: () => Promise.reject(new Error('blocked')) };
    await expect(browserStoredSessionHint({ jar: { cookie: '' }, indexedDB: failing })()).resolves.toBe(true);
  });
});
