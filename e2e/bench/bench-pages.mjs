// The three pages issue 14 measures (landing, results, a creator profile) on a running Publi,
// shared by the first-visit and Lighthouse benchmarks so both measure the same visits.
import { loadavg } from 'node:os';

export const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The first creator of the catalogue's first page: a profile any seeded Publi has. */
async function aProfilePath() {
  const answer = await fetch(`${BASE}/api/account/creator/filter`);
  if (!answer.ok) throw new Error(`GET /api/account/creator/filter answered ${answer.status}: is Publi running at ${BASE}?`);
  const first = (await answer.json()).data.creators[0];
  if (!first) throw new Error('The catalogue is empty: seed it (pnpm start does on first run).');
  return `/creator/${first.slug}`;
}

/** `[name, path]` of each measured page. */
export async function benchPages() {
  return [['landing', '/'], ['results', '/busca'], ['profile', await aProfilePath()]];
}

/** The median of `values` (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The line every benchmark starts with: where, how many runs, the date and the machine's load. */
export function benchHeading(what) {
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  return `${what} at ${BASE}, median of ${RUNS}, ${new Date().toISOString().slice(0, 10)}, load average ${load}`;
}

/** The demo brand's e-mail and password (seeded by `pnpm start`). */
export const DEMO_BRAND = { email: 'marca@publi.demo', password: 'publi-demo-123' };

/**
 * Signs `page` in as the demo brand through the sign-in page, as a person does, and answers the
 * address of one of its contracts (from `/trabalhos`), the signed-in pages the benchmarks measure.
 */
export async function signInAsDemoBrand(page) {
  await page.goto(`${BASE}/entrar`);
  await page.getByLabel('E-mail', { exact: true }).fill(DEMO_BRAND.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_BRAND.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/home$/);
  await page.goto(`${BASE}/trabalhos`);
  const link = page.locator('a[href^="/contratos/"]').first();
  await link.waitFor();
  return new URL(await link.getAttribute('href'), BASE).pathname;
}
