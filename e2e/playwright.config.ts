import { defineConfig } from '@playwright/test';
import { BRAND_STATE_FILE } from './support/demo-accounts.js';

// Against a stack that is already running (`pnpm start`): E2E_BASE_URL=http://localhost:3000.
// Otherwise Playwright starts its own on E2E_PORT (default 4310) with a fresh database.
const externalBaseUrl = process.env['E2E_BASE_URL'];
const port = process.env['E2E_PORT'] ?? '4310';
const baseURL = (externalBaseUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
const inCi = Boolean(process.env['CI']);

export default defineConfig({
  testDir: 'tests',
  forbidOnly: inCi,
  // One retry in CI, reported as "flaky" in the list and the JSON report; none locally.
  retries: inCi ? 1 : 0,
  // The server is a single PGlite process on a 2-core machine: one test at a time.
  workers: 1,
  fullyParallel: false,
  // Screenshots and traces of failures land here (e2e/test-results).
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: '../reports/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium (scripts/ensure-chromium.sh), never Playwright's download.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    // Recording a trace costs every test about half a second of the CI machine's 2 cores; a
    // failing test is run again in CI (`retries`), and that second run records one. Locally,
    // `--trace on` records them all.
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'setup',
      testMatch: /.*\.setup\.ts$/,
    },
    {
      name: 'desktop',
      dependencies: ['setup'],
      // Money typed on a phone's keypad is a phone's journey: it runs at 390 px only.
      testIgnore: /typed-money\.spec\.ts$/,
      use: { storageState: BRAND_STATE_FILE, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      // The keyboard journeys are about a keyboard: a phone has none, so they run at 1280 px only.
      testIgnore: /keyboard-(journey|contract)\.spec\.ts$/,
      use: {
        storageState: BRAND_STATE_FILE,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  ...(externalBaseUrl === undefined && {
    webServer: {
      // Builds everything, starts the auth emulator and the server (see scripts/start-stack.mjs).
      command: 'node scripts/start-stack.mjs',
      env: { PORT: port },
      url: `${baseURL}/api/health/ready`,
      // The build and the emulator's start are slow on 2 cores.
      timeout: 6 * 60_000,
      reuseExistingServer: !inCi,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets start.mjs stop the server and the emulator (which runs in its own process
      // group, out of reach of a SIGKILL to this one); SIGKILL only if that takes over 15 s.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  }),
});
