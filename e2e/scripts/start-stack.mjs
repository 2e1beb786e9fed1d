// The Playwright webServer command: starts the whole stack (`scripts/start.mjs`: build, Firebase
// Auth emulator, server on PGlite) on a fresh database for every run.
// The data folder (E2E_DATA_DIR, default e2e/.data) is removed first, so each run starts from
// the migrated, seeded demo catalogue and nothing a previous run wrote. A DATA_DIR or
// DATABASE_URL from the caller's shell is deliberately not used: those point at a developer's
// own data, which a test run must neither wipe nor write to.
// SIGTERM/SIGINT are forwarded to start.mjs, which stops the server and the emulator; this
// process exits only once start.mjs has.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(e2eDir, '..');
const dataDir = resolve(e2eDir, process.env.E2E_DATA_DIR ?? '.data');

rmSync(dataDir, { recursive: true, force: true });

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, DATA_DIR: dataDir };
delete env.DATABASE_URL;
// An auth emulator of its own (E2E_AUTH_EMULATOR_PORT, default 9199), not the shared 9099 one
// that `pnpm start`, dev servers and Vitest runs start, reuse and stop while this run goes on.
env.AUTH_EMULATOR_PORT = process.env.E2E_AUTH_EMULATOR_PORT ?? '9199';
// Every sign-up and call of the suites comes from this machine within minutes: raise the limits
// out of reach (server README, "Rate limits"); a 429 is shown by the server's own tests.
for (const budget of ['ACCOUNT_CREATION', 'CHAT', 'PAYMENT', 'WEBHOOK', 'WRITE', 'READ', 'PAGE', 'FILE']) env[`RATE_LIMIT_${budget}`] ??= '1000000/1m';
// The suites sign in once per worker and keep that session for the whole run, which outlasts the
// 10 minutes a sign-in stays recent enough to move money: a day (server README, "Recent sign-in").
env.RECENT_SIGN_IN_MINUTES ??= '1440';
// One line per request would bury the test report; warnings and errors still show.
env.LOG_LEVEL = process.env.E2E_LOG_LEVEL ?? 'warn';
console.log(`[e2e] Starting Publi on port ${env.PORT ?? '3000'}, auth emulator on ${env.AUTH_EMULATOR_PORT}, fresh DATA_DIR ${dataDir}`);
const stack = spawn(process.execPath, [resolve(repoRoot, 'scripts/start.mjs')], { cwd: repoRoot, stdio: 'inherit', env });

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stack.exitCode === null && stack.signalCode === null) stack.kill(signal);
  });
}

stack.on('error', (error) => {
  console.error(`[e2e] Could not start scripts/start.mjs: ${error.message}`);
  process.exit(1);
});
stack.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
