import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Runs the server's entry (`src/main.ts` through tsx) as `pnpm start` would, with only `env` set. */
function runMain(env: Readonly<Record<string, string>>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Only what node needs from this process: no emulator, mode or port leaks in from the shell.
  const base = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '' };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/main.ts'],
      { cwd: SERVER_DIR, env: { ...base, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
      },
    );
  });
}

function listenOn(host: string): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen({ port: 0, host }, () => {
      resolve(server);
    });
  });
}

describe('the server entry, when it cannot start', () => {
  let busy: Server;
  let dataDir: string;
  beforeAll(async () => {
    busy = await listenOn('127.0.0.1');
    dataDir = await mkdtemp(join(tmpdir(), 'publi-main-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => busy.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('names the busy port and how to choose another, in one line, without a stack or the banner', async () => {
    const port = (busy.address() as AddressInfo).port;
    const result = await runMain({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`Port ${port} is already in use: choose another, e.g. PORT=${port + 1} pnpm start\n`);
    expect(result.stdout).not.toContain('Publi on');
  }, 60_000);

  it('refuses production with the auth emulator, in one line', async () => {
    const result = await runMain({
      PUBLI_MODE: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', DATABASE_URL: 'postgres://publi@127.0.0.1:1/publi',
      FIREBASE_PROJECT_ID: 'publi-prod', FIREBASE_API_KEY: 'web-key', DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^PUBLI_MODE=production refuses the Firebase Auth emulator[^\n]*\n$/);
    expect(result.stdout).toBe('');
  }, 60_000);
});
