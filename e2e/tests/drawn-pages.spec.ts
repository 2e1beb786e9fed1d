import { expect, test, type Page } from '@playwright/test';
import { headerCartLink } from '../support/results.js';
import { accessibilityViolations } from '../support/axe.js';
import { headerSearchEntry, modeButton, searchBox, searchOverlay } from '../support/search-overlay.js';

// A first visit's landing page, results and creator profiles come drawn by the server, and the
// app (react-dom, Chakra, the stores) loads on the first sign of use (packages/web README,
// "Pages the server draws").
test.use({ storageState: { cookies: [], origins: [] } });

/** The first creator of the catalogue's first page. */
async function aProfilePath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/account/creator/filter');
  const { data } = (await answer.json()) as { data: { creators: { slug: string; name: string }[] } };
  const first = data.creators[0];
  if (first === undefined) throw new Error('The e2e catalogue is empty.');
  return `/creator/${first.slug}`;
}

/** The scripts the page has asked for so far, by file name. */
function scriptsAskedFor(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return names;
}

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, the results and a profile show their creators, and their links lead on', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toBeVisible();

    await page.goto('/busca');
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' })).not.toHaveCount(0);

    const profile = await aProfilePath(page);
    await page.goto(profile);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    // A plain link, followed by the browser: the next page comes drawn too.
    await page.getByRole('link', { name: 'Publi, página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Adicionar ao carrinho' }).first()).toBeVisible();
  });
});

test('a first visit downloads only the start-up script until it is used, and the first press is not lost', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = scriptsAskedFor(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.some((name) => name.startsWith('index-'))).toBe(false);
  expect(scripts.length).toBeLessThanOrEqual(3);

  // The first thing the visitor does: put a creator in the cart.
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
  await expect(headerCartLink(page)).toHaveAccessibleName('Carrinho, 1 criador');
  expect(scripts.some((name) => name.startsWith('index-'))).toBe(true);
  // The app took over the drawn page: no hydration mismatch was reported.
  expect(errors).toEqual([]);
});

test("the app's code comes into the cache once the page has loaded, unrun, and the first press fetches none of it", async ({ page }) => {
  const scripts = scriptsAskedFor(page);
  await page.goto('/busca', { waitUntil: 'networkidle' });
  // Fetched after `load` (the page's paint and images first), and not run: no script asked for.
  const fetched = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.getEntriesByType('resource').filter((entry) => /\/assets\/(index|creator-results-page|search-overlay)-[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ file: entry.name.split('/').pop() ?? '', afterLoad: entry.startTime >= (navigation?.loadEventEnd ?? Infinity) }));
  });
  expect(fetched.map(({ file }) => file.split('-')[0]).sort()).toEqual(['creator', 'index', 'search']);
  expect(fetched.every(({ afterLoad }) => afterLoad)).toBe(true);
  expect(scripts.some((name) => name.startsWith('index-'))).toBe(false);

  const used = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
  await expect(headerCartLink(page)).toHaveAccessibleName('Carrinho, 1 criador');
  await headerSearchEntry(page).click();
  await expect(modeButton(searchOverlay(page), 'Tags')).toBeVisible();
  // The app, its page and the overlay came from the cache: nothing of them crossed the network.
  const fromNetwork = await page.evaluate((since) => performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && /\/assets\/(index|creator-results-page|search-overlay)-[^/]+\.js$/.test(entry.name))
    .map((entry) => ({ file: entry.name.split('/').pop() ?? '', bytes: (entry as PerformanceResourceTiming).transferSize })), used);
  expect(fromNetwork.length).toBeGreaterThan(0);
  expect(fromNetwork.filter(({ bytes }) => bytes > 0)).toEqual([]);
});

test('"Buscar" takes typed text before the app has started, and the overlay carries on with the text and the caret', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = scriptsAskedFor(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await headerSearchEntry(page).click();
  const box = searchBox(searchOverlay(page));
  await expect(box).toBeFocused();
  await page.keyboard.type('mda', { delay: 50 });
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('o');
  // All of it taken before the app ran: its entry had not been asked for.
  expect(scripts.some((name) => name.startsWith('index-'))).toBe(false);
  await expect(box).toHaveValue('moda');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The app starts once the typing pauses; its overlay takes the text and the caret over.
  const overlay = searchOverlay(page);
  await expect(modeButton(overlay, 'Texto')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(searchBox(overlay)).toBeFocused();
  await expect(searchBox(overlay)).toHaveValue('moda');
  expect(await searchBox(overlay).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([2, 2]);
  await page.keyboard.type('x');
  await expect(searchBox(overlay)).toHaveValue('moxda');
  expect(scripts.some((name) => name.startsWith('index-'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(headerSearchEntry(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('the light search box closes on Escape, with the focus back on "Buscar", and the app does not open the search after it', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await headerSearchEntry(page).click();
  await expect(searchBox(searchOverlay(page))).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(headerSearchEntry(page)).toBeFocused();
  // The app starts (its first use was that press) and stays closed; the next press opens its own overlay.
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
  await expect(headerCartLink(page)).toHaveAccessibleName('Carrinho, 1 criador');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await headerSearchEntry(page).click();
  await expect(modeButton(searchOverlay(page), 'Tags')).toHaveAttribute('aria-pressed', 'true');
});

test('a returning visitor with a cart gets the drawn page redrawn with their cart, without a hydration error', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click();
  await expect(headerCartLink(page)).toHaveAccessibleName('Carrinho, 1 criador');

  // Back later: no session cookie, so the server draws the page as for a first visit, with an
  // empty cart; the stored cart is what the app shows once it starts.
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(await aProfilePath(page));
  expect(await page.locator('#root').getAttribute('data-drawn')).toMatch(/^\/assets\/index-/);
  await expect(headerCartLink(page)).toHaveAccessibleName('Carrinho, 1 criador');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  expect(errors).toEqual([]);
});

test('a keyboard user who tabs in keeps the focus while the app takes over, and Enter works at once', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const entry = headerSearchEntry(page);
  for (let presses = 0; presses < 5 && !(await entry.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(searchOverlay(page)).toBeVisible();
});

test('a visitor who may be signed in gets the page for the app to draw, with what it knows of the session', async ({ page, baseURL }) => {
  const drawn = await page.request.get('/');
  expect(await drawn.text()).toMatch(/<div id="root" data-drawn="\/assets\/index-[^"]+\.js"/);
  const withSession = await page.request.get(`${baseURL ?? ''}/`, { headers: { cookie: 'userToken=a.b.c' } });
  expect(await withSession.text()).toContain('<div id="root"></div>');
});
