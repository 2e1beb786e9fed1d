// `pnpm start`: brings up what exists of Publi on its embedded defaults, in one process tree:
// the Firebase Auth emulator (project demo-publi) and the API on PGlite under .data
// (migrated, and seeded with a demo catalogue on first start). Ctrl-C stops both.
// The web app comes with issue 5; until then the API and its OpenAPI document are what runs.
import { spawn, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

execFileSync('pnpm', ['run', 'build'], { stdio: 'inherit' });
const { startAuthEmulator } = await import('@publi/auth-emulator');

const port = process.env.PORT ?? '3000';
console.log('Starting the Firebase Auth emulator (about 20 s)...');
const emulator = await startAuthEmulator();

const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: process.env.DATA_DIR ?? resolve('.data'),
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

console.log(`\nPubli API:       http://localhost:${port}/api/health`);
console.log(`API document:    http://localhost:${port}/api/docs/openapi.json`);
console.log(`Auth emulator:   http://${emulator.host} (project ${emulator.projectId})`);
console.log('The web app arrives with issue 5. Ctrl-C stops everything.\n');
