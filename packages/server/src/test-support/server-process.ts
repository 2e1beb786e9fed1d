import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the server's entry (`src/main.ts`) as its own process on `port`, on the PostgreSQL at
 * `databaseUrl` with its files under `dataDir`, and waits for the line `pnpm start` waits for.
 * `env` adds settings (an SMTP server, the queue's timing). Kill it to play a replica that dies.
 */
export async function startServerProcess(port: number, dataDir: string, databaseUrl: string, env: Readonly<Record<string, string>> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '',
      FIREBASE_PROJECT_ID: 'demo-publi',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.on('message', (message) => {
      if (JSON.stringify(message).includes('"publi"')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`the server ended (${String(code)}) before listening: ${stderr}`));
    });
  });
  return child;
}
