// The Playwright webServer command: starts the whole stack (`scripts/start.mjs`: build, Firebase
// Auth emulator, server on PGlite) on a fresh database for every run, with cards and payouts
// through the real Pagar.me adapter pointed at a local fake of Pagar.me's API (the server's
// `src/test-support/local-pagarme/cli.ts`, on E2E_PAGARME_PORT, default 4311), started first.
// The data folder (E2E_DATA_DIR, default e2e/.data) is removed first, so each run starts from
// the migrated, seeded demo catalogue and nothing a previous run wrote. A DATA_DIR or
// DATABASE_URL from the caller's shell is deliberately not used: those point at a developer's
// own data, which a test run must neither wipe nor write to.
// SIGTERM/SIGINT are forwarded to start.mjs, which stops the server and the emulator; this
// process stops the fake Pagar.me once start.mjs has exited, then exits.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
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

// Cards and payouts go through the real Pagar.me adapter, against a local fake of its API: the
// browser posts the card form to the fake's tokenization, so a test can show that no request to
// Publi carries a card number (tests/payments.spec.ts). Pix stays on the sandbox ("simular pagamento").
const pagarmePort = process.env.E2E_PAGARME_PORT ?? '4311';
// The same account on both sides: its keys, and Publi's recipient, which funds each payout.
const pagarmeAccount = { PAGARME_SECRET_KEY: 'sk_test_e2e0123456789', PAGARME_PUBLIC_KEY: 'pk_test_e2e0123456789', PAGARME_RECIPIENT_ID: 'rp_e2e0123456789' };
const fakePagarme = await startFakePagarme();
Object.assign(env, pagarmeAccount, { PAYMENTS_PROVIDER: 'pagarme', PAGARME_API_ADDRESS: fakePagarme.address });

console.log(`[e2e] Starting Publi on port ${env.PORT ?? '3000'}, auth emulator on ${env.AUTH_EMULATOR_PORT}, fake Pagar.me on ${fakePagarme.address}, fresh DATA_DIR ${dataDir}`);
const stack = spawn(process.execPath, [resolve(repoRoot, 'scripts/start.mjs')], { cwd: repoRoot, stdio: 'inherit', env });

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stack.exitCode === null && stack.signalCode === null) stack.kill(signal);
    else void fakePagarme.stop().then(() => process.exit(1));
  });
}

stack.on('error', (error) => {
  console.error(`[e2e] Could not start scripts/start.mjs: ${error.message}`);
  void fakePagarme.stop().then(() => process.exit(1));
});
stack.on('exit', (code, signal) => {
  void fakePagarme.stop().then(() => process.exit(code ?? (signal ? 1 : 0)));
});

/**
 * Starts the server package's fake Pagar.me (as `pnpm exec tsx --conditions=source
 * src/test-support/local-pagarme/cli.ts` would, without pnpm's wrapper in between, so SIGTERM
 * reaches it) and waits for its `local-pagarme listening on <address>` line. Its webhooks go to
 * the server this script starts.
 * @returns {Promise<{ address: string, stop: () => Promise<void> }>}
 */
async function startFakePagarme() {
  const serverDir = resolve(repoRoot, 'packages/server');
  const fake = spawn(resolve(serverDir, 'node_modules/.bin/tsx'), ['--conditions=source', 'src/test-support/local-pagarme/cli.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...pagarmeAccount,
      LOCAL_PAGARME_PORT: pagarmePort,
      LOCAL_PAGARME_WEBHOOK_URL: `http://127.0.0.1:${env.PORT ?? '3000'}/api/payment/pagarme/webhook`,
    },
  });
  const stop = async () => {
    if (fake.exitCode !== null || fake.signalCode !== null) return;
    fake.kill('SIGTERM');
    await once(fake, 'exit');
  };
  const address = await new Promise((resolveAddress, reject) => {
    let seen = '';
    fake.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      seen += String(chunk);
      const ready = /local-pagarme listening on (http:\/\/\S+)/.exec(seen);
      if (ready?.[1]) resolveAddress(ready[1]);
    });
    fake.on('error', (error) => reject(new Error(`[e2e] Could not start the fake Pagar.me: ${error.message}`)));
    fake.on('exit', (code) => reject(new Error(`[e2e] The fake Pagar.me exited (${String(code)}) before it listened`)));
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  return { address: String(address), stop };
}
