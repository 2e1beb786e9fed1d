// `pnpm --filter @publi/e2e bench:felt`: how fast Publi feels on a mid-range phone (issue 43), on a
// running Publi (`pnpm start`, or BENCH_URL). Lighthouse's mobile profile: the CPU 4x slower, 150 ms
// round trip, 1.6 Mbps down, 750 Kbps up (Chromium's DevTools protocol throttles this very tab).
//
// Each step is timed RUNS times (BENCH_RUNS, 5 by default), each in a fresh browser context, and the
// median printed with the JavaScript it fetched and the long tasks (main-thread work over 50 ms) it cost:
// - the first tap: on `/`, one second after `load`, "Buscar" until the search box takes typed text;
//   on `/busca`, "Adicionar ao carrinho" until the header's cart counts it;
// - signed in as the demo brand (through the sign-in page, once): `/home`, `/projetos`, `/trabalhos`,
//   a contract and `/perfil` until their content shows, cold (an empty cache, the session kept) and
//   warm (the same page opened again in that context).
import { chromium } from '@playwright/test';
import { BASE, benchHeading, median, RUNS as DEFAULT_RUNS, signInAsDemoBrand } from './bench-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? Math.max(DEFAULT_RUNS, 5));
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
const STEP_TIMEOUT_MS = 60_000;

/** Lighthouse's mobile throttling on `page`, through the DevTools protocol. */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Counts long tasks from the page's start, for every step measured on it (runs in the page). */
function watchLongTasks() {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  performance.setResourceTimingBufferSize(100_000);
}

/** What the page fetched and ran from `since` (its clock) on: JavaScript bytes on the wire and long-task time (runs in the page). */
function costSince(since) {
  const js = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= since && /\.m?js(\?|$)/.test(entry.name));
  const tasks = globalThis.__longTasks.filter((task) => task.start + task.duration >= since);
  return { jsBytes: js.reduce((total, entry) => total + entry.transferSize, 0), longTaskMs: tasks.reduce((total, task) => total + task.duration, 0) };
}

/** Times `act` to `done` on `page`, with what the page fetched and ran meanwhile. */
async function timed(page, act, done) {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await act();
  await done();
  const ms = Date.now() - started;
  return { ms, ...(await page.evaluate(costSince, since)) };
}

async function freshPage(browser, storageState) {
  const context = await browser.newContext({ ...PHONE, baseURL: BASE, ...(storageState ? { storageState } : {}) });
  await context.addInitScript(watchLongTasks);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await throttle(context, page);
  return { context, page };
}

/** On `path`, a second after `load` (the page drawn and settling): `tap`, timed until `done`. */
async function tapOn(browser, path, tap, done) {
  const { context, page } = await freshPage(browser);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  const result = await timed(page, () => tap(page), () => done(page));
  await context.close();
  return result;
}

/** On `/`: the header's search until its box takes typed text. */
const tapSearch = (browser) =>
  tapOn(
    browser,
    '/',
    (page) => page.getByRole('banner').getByRole('button', { name: /^Buscar criadores/ }).click(),
    async (page) => {
      const box = page.getByRole('dialog', { name: 'Buscar criadores' }).getByRole('combobox', { name: 'Buscar criadores, locais ou categorias' });
      await box.fill('moda');
      await page.waitForFunction(() => globalThis.document.activeElement?.tagName === 'INPUT' && globalThis.document.activeElement.value === 'moda');
    },
  );

/** On `/busca`: the first "Adicionar ao carrinho" until the header's cart counts it. */
const tapAddToCart = (browser) =>
  tapOn(
    browser,
    '/busca',
    (page) => page.getByRole('button', { name: 'Adicionar ao carrinho' }).first().click(),
    (page) => page.getByRole('banner').getByRole('link', { name: /^Carrinho, 1 criador$/ }).waitFor(),
  );

/** What shows each signed-in page's content (its data loaded, not a spinner). */
const CONTENT = {
  '/home': (page) => page.getByRole('heading', { level: 1, name: /^Olá, / }).waitFor(),
  '/projetos': (page) => page.locator('ul[aria-label="Seus projetos"][aria-busy="false"] > li').first().waitFor(),
  '/trabalhos': (page) => page.locator('ul[aria-label="Suas propostas"][aria-busy="false"] > li').first().waitFor(),
  contract: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
  '/perfil': (page) => page.getByRole('heading', { level: 2 }).first().waitFor(),
};

/** The demo brand's session (cookie and Firebase's IndexedDB) and one of its contracts' paths, signed in once through the page. */
async function brandSession(browser) {
  const context = await browser.newContext({ ...PHONE, baseURL: BASE });
  const page = await context.newPage();
  const contractPath = await signInAsDemoBrand(page);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return { state, contractPath };
}

/** `path` until its content shows: cold in a fresh context, then warm in the same one. */
async function openSignedIn(browser, state, path, content) {
  const { context, page } = await freshPage(browser, state);
  const cold = await timed(page, () => page.goto(path, { waitUntil: 'commit' }), () => content(page));
  await page.goto('about:blank');
  const warm = await timed(page, () => page.goto(path, { waitUntil: 'commit' }), () => content(page));
  await context.close();
  return { cold, warm };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** One printed line: the step, then the medians of its runs. */
function report(name, runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  console.log(`${name.padEnd(34)}${`${of('ms')} ms`.padStart(10)}${kib(of('jsBytes')).padStart(12)}${`${Math.round(of('longTaskMs'))} ms`.padStart(12)}`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  console.log(benchHeading('felt on a phone (CPU 4x, 150 ms, 1.6/0.75 Mbps)').replace(`median of ${DEFAULT_RUNS}`, `median of ${RUNS}`));
  console.log(`${'step'.padEnd(34)}${'time'.padStart(10)}${'JS fetched'.padStart(12)}${'long tasks'.padStart(12)}`);
  const repeat = async (step) => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await step());
    return runs;
  };
  report('/ tap "Buscar" -> box takes text', await repeat(() => tapSearch(browser)));
  report('/busca tap "Adicionar ao carrinho"', await repeat(() => tapAddToCart(browser)));
  const { state, contractPath } = await brandSession(browser);
  for (const [path, content] of Object.entries(CONTENT)) {
    const at = path === 'contract' ? contractPath : path;
    const runs = await repeat(() => openSignedIn(browser, state, at, content));
    report(`${path === 'contract' ? '/contratos/{id}' : path} cold`, runs.map((run) => run.cold));
    report(`${path === 'contract' ? '/contratos/{id}' : path} warm`, runs.map((run) => run.warm));
  }
} finally {
  await browser.close();
}
