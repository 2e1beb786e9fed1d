// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Size {
  readonly raw: number;
  readonly gzip: number;
}

interface BundleSizes {
  readonly boot: Size;
  readonly entry: Size;
  readonly pages: readonly { readonly page: string; readonly own: Size }[];
}

const KIB = 1024;

/**
 * What a phone downloads, gzip-compressed (issue 43). The entry is what every page the app
 * starts on needs before it shows anything; a page's own chunks are what it adds to that.
 * Targets: the entry 150 KiB, each page 50 KiB. A budget above its target is the figure
 * reached so far, and only comes down.
 */
const BUDGETS = {
  boot: 2 * KIB,
  entry: 230 * KIB,
  page: 50 * KIB,
};

/** Builds the app (in its own folder) and reads what each page downloads, as `pnpm bench:bundle` prints it. */
function measure(): BundleSizes {
  const script = fileURLToPath(new URL('scripts/bundle-size.mjs', import.meta.url));
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development code.
  return JSON.parse(execFileSync('node', [script, '--json'], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })) as BundleSizes;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

describe('the bundle a phone downloads', () => {
  const sizes = measure();

  it('keeps the start-up script of a drawn page within its budget', () => {
    expect(sizes.boot.gzip / KIB, 'KiB gzip').toBeLessThanOrEqual(BUDGETS.boot / KIB);
  });

  it("keeps the app's entry within its budget", () => {
    expect(sizes.entry.gzip / KIB, 'KiB gzip').toBeLessThanOrEqual(BUDGETS.entry / KIB);
  });

  it("keeps each page's own chunks within their budget", () => {
    expect(sizes.pages.length).toBeGreaterThan(20);
    const over = sizes.pages.filter(({ own }) => own.gzip > BUDGETS.page).map(({ page, own }) => `${page}: ${kib(own.gzip)}`);
    expect(over).toEqual([]);
  });
});
