// @vitest-environment node
// The server draws pages in Node, where there is no window or document: so does this test.
import { enableStaticRendering } from 'mobx-react-lite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderPublicPage } from './render-public-page.js';

const config = {
  apiBaseUrl: '/api',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-publi' },
  authEmulatorHost: null,
  demoLogins: [],
  mode: 'production' as const,
  payments: { testEnvironment: false, cards: { kind: 'pagarme', apiUrl: 'https://api.pagar.me/core/v5', publicKey: 'pk_live_0123456789' } as const },
};
/** A production whose money goes through the payment sandbox, set on purpose. */
const testEnvironment = { ...config, payments: { testEnvironment: true, cards: { kind: 'sandbox', url: '/sandbox' } as const } };

/** An API that refuses every read, as one whose database is down. */
const refusingApi = () => vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ error: { code: 'DATABASE.UNAVAILABLE', message: 'Fora do ar.' } }), { status: 503, headers: { 'content-type': 'application/json' } })));

// The web project's files share their modules (`isolate: false`): the next file's observer
// components must react again.
afterAll(() => { enableStaticRendering(false); });

const text = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('renderPublicPage', { timeout: 20_000 }, () => {
  it("draws the landing page with the header, through the page's own reads", async () => {
    const fetch = refusingApi();
    const html = await renderPublicPage({ url: 'https://publi.com.br/', config, fetch });
    expect(html).not.toBeNull();
    const shown = text(html ?? '');
    expect(shown).toContain('Buscar criadores, cidades ou categorias');
    expect(shown).toContain('Entrar');
    expect(html).toMatch(/<h1[^>]*>/);
    // The featured creators were asked for, where the browser asks.
    expect(fetch.mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()))).toContain('/api/account/creator/filter');
  });

  it("draws nothing it does not own: signed-in pages and forms are the browser's to draw", async () => {
    for (const path of ['/entrar', '/carrinho', '/projetos', '/perfil']) {
      expect(await renderPublicPage({ url: `https://publi.com.br${path}`, config, fetch: refusingApi() })).toBeNull();
    }
  });

  it('says on every page it draws that nothing real is charged in a test environment, and not otherwise', async () => {
    for (const path of ['/', '/busca?pagina=2', '/creator/ana-silva']) {
      const drawn = text((await renderPublicPage({ url: `https://publi.com.br${path}`, config: testEnvironment, fetch: refusingApi() })) ?? '');
      expect(drawn).toContain('Ambiente de testes: nenhum valor real é cobrado');
      expect(text((await renderPublicPage({ url: `https://publi.com.br${path}`, config, fetch: refusingApi() })) ?? '')).not.toContain('Ambiente de testes');
    }
    const demo = await renderPublicPage({ url: 'https://publi.com.br/', config: { ...testEnvironment, mode: 'demo', payments: { ...testEnvironment.payments, testEnvironment: false } }, fetch: refusingApi() });
    expect(text(demo ?? '')).not.toContain('Ambiente de testes');
  });

  it('draws a profile and the results page', async () => {
    expect(await renderPublicPage({ url: 'https://publi.com.br/busca?pagina=2', config, fetch: refusingApi() })).toMatch(/<h1[^>]*>/);
    expect(await renderPublicPage({ url: 'https://publi.com.br/creator/ana-silva', config, fetch: refusingApi() })).toMatch(/<main/);
  });
});
