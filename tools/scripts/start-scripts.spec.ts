import { execFile } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm start` and `pnpm dev` refuse what they cannot run before the build and the emulator's
// 20 s: one line, exit code 1, no banner.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function runScript(script: string, env: Readonly<Record<string, string>>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const base = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '' };
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { cwd: ROOT, env: { ...base, ...env }, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe('pnpm start and pnpm dev', () => {
  let busy: Server;
  let port: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen({ port: 0, host: '127.0.0.1' }, resolve));
    port = (busy.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => busy.close(resolve)));

  it('name the busy port and how to choose another', async () => {
    const start = await runScript('scripts/start.mjs', { PORT: String(port) });
    expect(start).toEqual({ code: 1, stdout: '', stderr: `Port ${port} is already in use: choose another, e.g. PORT=${port + 1} pnpm start\n` });
    const dev = await runScript('scripts/dev.mjs', { PORT: '0', API_PORT: String(port) });
    expect(dev).toEqual({ code: 1, stdout: '', stderr: `Port ${port} is already in use: choose another, e.g. API_PORT=${port + 1} pnpm dev\n` });
  });

  it('refuse production mode, which needs real Firebase, not their emulator', async () => {
    const start = await runScript('scripts/start.mjs', { PUBLI_MODE: 'production' });
    expect(start.code).toBe(1);
    expect(start.stderr).toMatch(/^pnpm start runs the demo [^\n]*PUBLI_MODE=production runs the server alone[^\n]*\n$/);
  });
});
