import { InMemoryLogger, PORT_TOKENS, type IdentityPort, type LoggerPort, type TokenStorePort } from '@publi/application';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { adaptersAuthModule } from './adapters-auth.module.js';
import { ADAPTERS_AUTH_TOKENS } from './adapters-auth.tokens.js';
import { BrowserCookieJarFake } from './browser-cookie-jar.fake.js';
import { CookieTokenStore } from './cookie-token-store.js';
import { LazyFirebaseIdentityAdapter } from './lazy-firebase-identity.adapter.js';

describe('adaptersAuthModule', () => {
  it('binds the identity adapter and the cookie store, one of each per container', () => {
    const container = new Container();
    container.bind<LoggerPort>(PORT_TOKENS.LoggerPort).toConstantValue(new InMemoryLogger());
    container.load(
      adaptersAuthModule({
        firebase: { apiKey: 'demo-key', authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi', appName: 'module-spec' },
        jar: new BrowserCookieJarFake(),
        protocol: 'https:',
        clock: { nowSeconds: () => 0 },
      }),
    );
    const identity = container.get<IdentityPort>(ADAPTERS_AUTH_TOKENS.IdentityPort);
    expect(identity).toBeInstanceOf(LazyFirebaseIdentityAdapter);
    expect(container.get<IdentityPort>(ADAPTERS_AUTH_TOKENS.IdentityPort)).toBe(identity);
    expect(container.get<TokenStorePort>(ADAPTERS_AUTH_TOKENS.TokenStorePort)).toBeInstanceOf(CookieTokenStore);
  });
});
