import { InMemoryLogger } from '@publi/application';
import { decodeLoginToken } from '@publi/domain';
import { deleteApp } from 'firebase/app';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { bindTokenStore } from './bind-token-store.js';
import { BrowserCookieJarFake } from './browser-cookie-jar.fake.js';
import { CookieTokenStore } from './cookie-token-store.js';
import { anEmulatorIdentity, uniqueEmail } from './emulator-identity.fake.js';

const PASSWORD = 'senha-forte-123';
const identity = anEmulatorIdentity();
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('bindTokenStore on the auth emulator', () => {
  afterAll(() => deleteApp(identity.auth.app));

  // The listener's sign-in and sign-out are the identity port suite's (firebase-identity.adapter.int.spec.ts).
  it('keeps the userToken cookie while signed in and removes it on sign-out', async () => {
    const jar = new BrowserCookieJarFake();
    const store = new CookieTokenStore({ jar, protocol: 'https:', clock: { nowSeconds }, logger: new InMemoryLogger() });
    const unbind = bindTokenStore(identity, store);
    try {
      const session = await identity.signUpWithEmail(uniqueEmail('cookie'), PASSWORD);
      await vi.waitFor(() => {
        expect(store.read()).toBe(session.token);
      });
      expect(decodeLoginToken(store.read())?.user_id).toBe(session.uid);
      expect(jar.cookie).toContain('userToken=');
      await identity.signOut();
      await vi.waitFor(() => {
        expect(store.read()).toBeNull();
      });
      expect(jar.cookie).not.toContain('userToken=');
    } finally {
      unbind();
    }
  });
});
