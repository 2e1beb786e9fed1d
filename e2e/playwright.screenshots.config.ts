import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// The README's screenshots (docs/screenshots, at the repository root), taken against the same
// stack, in the same Chromium, as the suites: `pnpm --filter @publi/e2e run screenshots`.
// A config of its own, so `pnpm test:e2e` never writes into docs/ nor runs these.
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  testMatch: /.*\.screens\.ts$/,
  // No JSON report: reports/playwright.json belongs to the test run.
  reporter: [['list']],
  outputDir: 'test-results/screenshots',
  retries: 0,
  use: { ...base.use, screenshot: 'off', trace: 'off' },
  projects: [
    {
      name: 'docs-desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'docs-mobile',
      // The results page is pictured on desktop only.
      testIgnore: /results\.screens\.ts$/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
