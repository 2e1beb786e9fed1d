import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createTestUserWithToken } from '@publi/auth-emulator';
import { describe, expect, it } from 'vitest';

// The hole PUBLI_MODE closes: pointed at the auth emulator, firebase-admin checks no signature,
// so anyone can write a token for any account. Each run is its own process, so
// FIREBASE_AUTH_EMULATOR_HOST is exactly what that process was given.
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

function answerToUnsignedToken(uid: string, emulatorHost: string | null): Promise<{ status: number; code: string | null }> {
  const env = {
    PATH: process.env['PATH'] ?? '',
    HOME: process.env['HOME'] ?? '',
    PUBLI_TEST_UID: uid,
    ...(emulatorHost === null ? {} : { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost }),
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/test-support/call-with-unsigned-token.ts'],
      { cwd: SERVER_DIR, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { status: number; code: string | null });
      },
    );
  });
}

describe('a hand-made unsigned token for an existing account', () => {
  it('is refused with 401 by the real verifier (no auth emulator)', async () => {
    expect(await answerToUnsignedToken('victim-uid', null)).toEqual({ status: 401, code: 'AUTH.TOKEN_INVALID' });
  }, 60_000);

  it('is taken as that account by a server pointed at the emulator, which is why demo mode listens on the loopback only', async () => {
    const host = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the server-int project');
    const victim = await createTestUserWithToken(host);
    expect(await answerToUnsignedToken(victim.uid, host)).toEqual({ status: 200, code: null });
  }, 60_000);
});
