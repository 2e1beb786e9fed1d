import { InMemoryClock, InMemoryLogger } from '@publi/application';
import { tokenStorePortSuite } from '@publi/application/testing';
import { BrowserCookieJarFake } from './browser-cookie-jar.fake.js';
import { CookieTokenStore } from './cookie-token-store.js';

// The jar drops the cookie at its Expires by the same clock, as a browser would.
tokenStorePortSuite(() => {
  const clock = new InMemoryClock();
  const jar = new BrowserCookieJarFake(() => clock.nowSeconds());
  return { tokens: new CookieTokenStore({ jar, protocol: 'https:', clock, logger: new InMemoryLogger() }), clock };
});
