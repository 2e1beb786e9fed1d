// `pnpm start`: brings up Publi on its embedded defaults, in one process tree: the Firebase Auth
// emulator (project demo-publi) and the server, which answers the API under /api and the built
// web app at / on PGlite under .data (migrated, and seeded with a demo catalogue on first
// start). Ctrl-C stops both.
//
// Environment: PORT (3000), HOST (127.0.0.1: demo mode), DATA_DIR (.data), DATABASE_URL (passed
// through), WEB_DIST_DIR (packages/web/dist), PUBLI_SKIP_BUILD=1 to reuse the last build (the e2e
// harness builds once).
import { spawn, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { demoHost, ensurePortFree, printStackBanner, reachLine, refuseProductionMode } from './lib/stack-console.mjs';

const port = process.env.PORT ?? '3000';
const host = demoHost(process.env);
refuseProductionMode(process.env, 'pnpm start');
await ensurePortFree(port, host, `PORT=${Number(port) + 1} pnpm start`);

if (process.env.PUBLI_SKIP_BUILD === '1') console.log('PUBLI_SKIP_BUILD=1: using the last build.');
else execFileSync('pnpm', ['run', 'build'], { stdio: 'inherit' });
const { startAuthEmulator } = await import('@publi/auth-emulator');
const { printProviderLink } = await import('./lib/provider-links.mjs');
// The server's own list, so the logins printed here are the ones it creates.
const { DEMO_ACCOUNTS } = await import('../packages/server/dist/seed/demo-accounts.data.js');

console.log('Starting the Firebase Auth emulator (about 20 s)...');
const emulator = await startAuthEmulator({ log: printProviderLink });

// The IPC channel carries the server's word that it is listening (see below).
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: resolve(process.env.DATA_DIR ?? '.data'),
    WEB_DIST_DIR: resolve(process.env.WEB_DIST_DIR ?? 'packages/web/dist'),
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await emulator.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
server.on('exit', (code) => void stop(code ?? 0));

// Only the server's own word counts: on a port taken meanwhile, another server's /api/health
// would answer for one that has died with its one-line reason.
const listening = await new Promise((resolveListening) => {
  server.on('message', (message) => {
    if (message?.publi === 'listening') resolveListening(true);
  });
  server.on('exit', () => resolveListening(false));
});
// A stop already under way (the server died) must not be followed by the banner either.
if (!listening || stopping) {
  await stop(1);
} else {
  printStackBanner(
    [
      ['Publi is running', `http://localhost:${port}`],
      ['API', `http://localhost:${port}/api (document: /api/docs/openapi.json)`],
      ['Auth emulator', `http://${emulator.host} (project ${emulator.projectId})`],
      ['Mode', reachLine(host)],
    ],
    DEMO_ACCOUNTS,
  );
}
