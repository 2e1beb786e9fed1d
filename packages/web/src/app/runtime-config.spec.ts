import { afterEach, describe, expect, it } from 'vitest';
import { isDemoMode, readRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './runtime-config.js';

const SERVED: RuntimeConfig = {
  apiBaseUrl: 'https://api.publi.example/api',
  firebase: { apiKey: 'chave', authDomain: 'publi.firebaseapp.com', projectId: 'publi' },
  authEmulatorHost: null,
  demoLogins: [{ kind: 'brand', email: 'marca@publi.demo', password: 'senha' }],
  mode: 'production',
  payments: { testEnvironment: true, cards: { kind: 'pagarme', apiUrl: 'https://api.pagar.me/core/v5', publicKey: 'pk_live_0123456789' } },
};

/** Puts a data block in the page as the server writes it (the `<` of `</script>` escaped). */
function serve(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = RUNTIME_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
});

describe('readRuntimeConfig', () => {
  it("reads the server's data block, escapes and all", () => {
    serve(JSON.stringify({ ...SERVED, firebase: { ...SERVED.firebase, apiKey: '</script>' } }).replace(/</g, '\\u003c'));
    expect(readRuntimeConfig(document)).toEqual({ ...SERVED, firebase: { ...SERVED.firebase, apiKey: '</script>' } });
  });

  it('starts on the embedded defaults (the emulator, no demo logins) where the page has no block or a mangled one', () => {
    const defaults = readRuntimeConfig(document);
    expect(defaults).toMatchObject({ apiBaseUrl: '/api', authEmulatorHost: '127.0.0.1:9099', demoLogins: [] });
    serve('{"apiBaseUrl": ');
    expect(readRuntimeConfig(document)).toEqual(defaults);
  });

  it("takes an older server's page, with no payments entry, for the sandbox's checkout and no test-environment notice", () => {
    // JSON leaves an undefined value out, as an older server never wrote the entry.
    const older = { ...SERVED, payments: undefined };
    serve(JSON.stringify(older));
    expect(readRuntimeConfig(document)).toEqual({ ...SERVED, payments: { testEnvironment: false, cards: { kind: 'sandbox', url: '/sandbox' } } });
  });

  it('is in demo mode only where the server says so (or on the embedded defaults)', () => {
    expect(isDemoMode(document)).toBe(true);
    serve(JSON.stringify(SERVED));
    expect(isDemoMode(document)).toBe(false);
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    // An older server writes no mode: JSON leaves an undefined value out.
    serve(JSON.stringify({ ...SERVED, mode: undefined }));
    expect(isDemoMode(document)).toBe(false);
  });
});
