// `pnpm dev`: Publi for development, nothing to build first. The Firebase Auth emulator, the
// API from its TypeScript sources with reload on save (tsx watch, API only), and Vite's dev
// server for the web app with hot reload, which proxies /api to the API and writes the same
// runtime config into index.html from the environment set here. Ctrl-C stops all three.
//
// Environment: PORT (3000, the web app), API_PORT (3001), HOST (127.0.0.1: demo mode), DATA_DIR
// (.data), DATABASE_URL (passed through).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { demoHost, ensurePortFree, printStackBanner, reachLine, refuseProductionMode, waitForHealth } from './lib/stack-console.mjs';

// The logins the server creates on the emulator (packages/server/src/seed/demo-accounts.data.ts),
// repeated here because nothing is built in development to import them from.
const DEMO_LOGINS = [
  { kind: 'brand', email: 'marca@publi.demo', password: 'publi-demo-123' },
  { kind: 'creator', email: 'criadora@publi.demo', password: 'publi-demo-123' },
  { kind: 'agent', email: 'agente@publi.demo', password: 'publi-demo-123' },
];

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const host = demoHost(process.env);
refuseProductionMode(process.env, 'pnpm dev');
// tsx watch keeps waiting for a save after the API fails to listen, and another server on the
// port would then answer /api/health for it: check both ports before starting anything.
const nextFree = (busy) => (Number(busy) + 1 === Number(apiPort) || Number(busy) + 1 === Number(port) ? Number(busy) + 2 : Number(busy) + 1);
await ensurePortFree(port, host, `PORT=${nextFree(port)} pnpm dev`);
await ensurePortFree(apiPort, host, `API_PORT=${nextFree(apiPort)} pnpm dev`);
const { startAuthEmulator } = await import('@publi/auth-emulator');
const { printProviderLink } = await import('./lib/provider-links.mjs');
console.log('Starting the Firebase Auth emulator (about 20 s)...');
const emulator = await startAuthEmulator({ log: printProviderLink });
const projectId = process.env.FIREBASE_PROJECT_ID ?? emulator.projectId;

const children = [];
let stopping = false;

/**
 * Starts `pnpm exec args` in `dir`, in a process group of its own, so stopping it stops what it
 * started too. (`pnpm --filter` would add its own failure report when we stop it.)
 */
function run(name, dir, args, env) {
  const child = spawn('pnpm', ['exec', ...args], { cwd: dir, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    void stop(code || 1);
  });
  children.push(child);
  return child;
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await emulator.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

run('The API', 'packages/server', ['tsx', 'watch', '--conditions=source', 'src/main.ts'], {
  PORT: apiPort,
  DATA_DIR: resolve(process.env.DATA_DIR ?? '.data'),
  // No build here: Vite serves the web app, the server answers the API alone.
  WEB_DIST_DIR: resolve('.data/no-web-app-in-dev'),
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  FIREBASE_PROJECT_ID: projectId,
});
// Vite listens on localhost by default; HOST opens it as it opens the API.
run('Vite', 'packages/web', ['vite', ...(process.env.HOST ? ['--host', host] : []), '--port', port, '--strictPort'], {
  PUBLI_API_ORIGIN: `http://localhost:${apiPort}`,
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  FIREBASE_PROJECT_ID: projectId,
});

// A stop already under way (a child died) must not be followed by the banner either.
if (!(await waitForHealth(`http://localhost:${apiPort}`, () => stopping)) || stopping) {
  await stop(1);
} else {
  printStackBanner(
    [
      ['Publi (development) is running', `http://localhost:${port}`],
      ['API (reloads on save)', `http://localhost:${apiPort}/api (also through http://localhost:${port}/api)`],
      ['Auth emulator', `http://${emulator.host} (project ${projectId})`],
      ['Mode', reachLine(host)],
    ],
    DEMO_LOGINS,
  );
}
