// `pnpm --filter @publi/e2e bench:lighthouse`: Lighthouse's scores for the landing page, the
// results page and a creator profile on a running Publi (`pnpm start`, or BENCH_URL), as a
// mid-range phone sees them: Lighthouse's defaults (mobile emulation, simulated slow 4G and a
// 4x slower CPU) on Debian's Chromium. Each page is measured RUNS times; the median is printed.
// Then, signed in as the demo brand (through the sign-in page, in the same browser, whose
// storage Lighthouse then keeps), `/projetos` and one of the brand's contracts.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwright } from '@playwright/test';
import lighthouse from 'lighthouse';
import { BASE, benchHeading, benchPages, median, RUNS, signInAsDemoBrand } from './bench-pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; resolves once it listens. */
function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'publi-lighthouse-'));
  const chromium = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank',
  ]);
  // Chromium writes its profile until it has exited: the folder goes after that.
  const stop = () => new Promise((resolve) => {
    chromium.once('exit', () => {
      rmSync(profile, { recursive: true, force: true });
      resolve();
    });
    chromium.kill();
  });
  return new Promise((resolve, reject) => {
    let said = '';
    chromium.stderr.on('data', (chunk) => {
      said += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (listening) resolve({ port: Number(listening[1]), stop });
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium stopped (${code}) before listening:\n${said}`)));
  });
}

/** One Lighthouse run of `path`: the four scores out of 100 and the paint and shift figures. */
async function audit(port, path, signedIn) {
  // Signed in, the browser's cookie and the identity SDK's database must survive the run's start.
  const result = await lighthouse(`${BASE}${path}`, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: signedIn });
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round(categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // What kept a score down, for the README: each failing audit of the four categories once.
    failing: Object.values(categories).flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 0.9)
      .map((ref) => ref.id),
  };
}

/** Signs the browser on `port` in as the demo brand; answers `[name, path]` of the signed-in pages measured. */
async function signInAndName(port) {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  const contractPath = await signInAsDemoBrand(page);
  await page.close();
  await browser.close();
  return [['projects', '/projetos'], ['contract', contractPath]];
}

const { port, stop } = await startChromium();
try {
  console.log(benchHeading('Lighthouse (mobile, simulated throttling)'));
  console.log(`${'page'.padEnd(10)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`);
  const failing = new Set();
  /** Audits `path` RUNS times and prints the medians. */
  const report = async (name, path, signedIn) => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(port, path, signedIn));
    runs.forEach((run) => run.failing.forEach((id) => failing.add(`${name}: ${id}`)));
    const of = (key) => median(runs.map((run) => run[key]));
    const ms = (key) => `${Math.round(of(key))} ms`.padStart(9);
    console.log(`${name.padEnd(10)}${String(of('performance')).padStart(6)}${String(of('accessibility')).padStart(6)}${String(of('bestPractices')).padStart(6)}${String(of('seo')).padStart(6)}${ms('fcp')}${ms('lcp')}${ms('tbt')}${of('cls').toFixed(3).padStart(7)}`);
  };
  // The public pages first: once the browser is signed in they come undrawn, as to any session.
  for (const [name, path] of await benchPages()) await report(name, path, false);
  for (const [name, path] of await signInAndName(port)) await report(name, path, true);
  if (failing.size > 0) console.log(`audits below 90 in some run:\n  ${[...failing].join('\n  ')}`);
} finally {
  await stop();
}
