import { describe, expect, it } from 'vitest';
import { jsonForScript, renderIndexHtml } from './render-index-html.js';
import type { WebAppRuntimeConfig } from './web-app-runtime-config.js';

const config = (apiKey: string): WebAppRuntimeConfig => ({
  apiBaseUrl: '/api',
  firebase: { apiKey, authDomain: 'demo-publi.firebaseapp.com', projectId: 'demo-publi' },
  authEmulatorHost: null,
  demoLogins: [],
  mode: 'production',
  payments: { testEnvironment: false, cards: { kind: 'pagarme', apiUrl: 'https://api.pagar.me/core/v5', publicKey: 'pk_live_0123456789' } },
});

const scriptOf = (html: string): string => /<script type="application\/json" id="publi-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '';

describe('renderIndexHtml', () => {
  it('puts the configuration where the placeholder was, as data that never runs', () => {
    const html = renderIndexHtml('<head><!--publi-config--></head>', config('chave'));

    expect(html).not.toContain('<!--publi-config-->');
    // No executable inline script: a Content-Security-Policy without 'unsafe-inline' lets the page start.
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")[^>]*>/);
    expect(JSON.parse(scriptOf(html))).toEqual(config('chave'));
  });

  it.each(['</script><script>alert(1)</script>', '<!--', 'a\u2028b\u2029c', '$& $1 $$', 'São Paulo & "aspas"'])(
    'keeps %j a string that reads back the same',
    (value) => {
      const html = renderIndexHtml('<head><!--publi-config--></head>', config(value));

      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(scriptOf(html)).not.toMatch(/[<>\u2028\u2029]/);
      expect(JSON.parse(scriptOf(html))).toEqual(config(value));
    },
  );

  it('adds the configuration before </head> when the page has no placeholder', () => {
    const html = renderIndexHtml('<html><head><title>Publi</title></head></html>', config('k'));

    expect(html).toMatch(/<title>Publi<\/title><script type="application\/json" id="publi-config">.*<\/script><\/head>/);
  });
});

describe('jsonForScript', () => {
  it('escapes the characters that could end a script element', () => {
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });
});
