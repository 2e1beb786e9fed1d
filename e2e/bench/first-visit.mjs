// `pnpm --filter @publi/e2e bench:first-visit`: what a first visit makes the browser download,
// measured by Chromium itself on a running Publi (`pnpm start`, or BENCH_URL). For the landing
// page, the results page and a creator profile, a fresh browser context (empty cache) opens the
// page and waits until it fetches nothing more for 2 s (the page, its data and controls ready); Chromium's
// resource timing then gives each file's bytes on the wire (`transferSize`: compressed body and
// headers). Each page is measured RUNS times; the median is printed, with the machine's load.
// BENCH_USE=1 measures the same visit once used: after it settles the pointer moves over the page
// (which loads the app on a page the server drew) and the count waits to settle again.
import { chromium } from '@playwright/test';
import { BASE, benchHeading, benchPages, median, RUNS } from './bench-pages.mjs';

/** An answer of the API; stored photos and their resized copies are images, counted under everything. */
const isApiCall = (pathname) => pathname.startsWith('/api/') && !pathname.startsWith('/api/uploads/') && !pathname.startsWith('/api/images/');

const USED = process.env.BENCH_USE === '1';

/** Waits until the page has fetched nothing new for 2 s (at most 30 s). */
async function settled(page) {
  let count = -1;
  for (let waited = 0; waited < 30_000; waited += 2_000) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(2_000);
  }
}

/** Bytes on the wire per kind of file, for one visit of `path` with an empty cache. */
async function visit(browser, path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  // Chromium keeps 250 resource entries by default; the build's chunks alone can pass that.
  await page.addInitScript(() => { performance.setResourceTimingBufferSize(100_000); });
  await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
  // Settled: nothing new fetched for 2 s (the results and the identity check come after load).
  await settled(page);
  if (USED) {
    await page.mouse.move(200, 300);
    await settled(page);
  }
  const entries = await page.evaluate(() => [
    ...performance.getEntriesByType('navigation').map((entry) => ({ name: entry.name, kind: 'html', bytes: entry.transferSize })),
    ...performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, kind: entry.initiatorType, bytes: entry.transferSize })),
  ]);
  await context.close();
  const sum = (keep) => entries.filter(keep).reduce((total, entry) => total + entry.bytes, 0);
  return {
    js: sum((entry) => /\.m?js(\?|$)/.test(entry.name)),
    css: sum((entry) => /\.css(\?|$)/.test(entry.name)),
    html: sum((entry) => entry.kind === 'html'),
    files: entries.filter((entry) => /\.m?js(\?|$)/.test(entry.name)).length,
    api: sum((entry) => isApiCall(new URL(entry.name).pathname)),
    all: sum(() => true),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(11);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const pages = await benchPages();
  console.log(benchHeading(USED ? 'first visit, once used' : 'first visit'));
  console.log(`${'page'.padEnd(10)}${'JS files'.padStart(9)}${'JavaScript'.padStart(11)}${'CSS'.padStart(11)}${'HTML'.padStart(11)}${'API'.padStart(11)}${'everything'.padStart(11)}`);
  for (const [name, path] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, path));
    const of = (key) => kib(median(runs.map((result) => result[key])));
    console.log(`${name.padEnd(10)}${String(median(runs.map((result) => result.files))).padStart(9)}${of('js')}${of('css')}${of('html')}${of('api')}${of('all')}`);
  }
} finally {
  await browser.close();
}
