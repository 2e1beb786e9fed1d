import type { TestProject } from 'vitest/node';
// Loads vitest's own types: the augmentation below extends that module and needs it in the program.
import type {} from 'vitest';
import { startAuthEmulator } from './start-auth-emulator.js';

declare module 'vitest' {
  /** What `authEmulatorGlobalSetup` hands to tests through `inject()`. */
  export interface ProvidedContext {
    /** `127.0.0.1:PORT` of the running auth emulator. */
    authEmulatorHost: string;
  }
}

/**
 * A Vitest `globalSetup`: starts the auth emulator (or reuses one already on the port) before
 * the project's tests, sets `FIREBASE_AUTH_EMULATOR_HOST` (which firebase-admin and the test
 * workers inherit), provides the host as `inject('authEmulatorHost')` and returns the teardown.
 * Several projects may list it: the first starts the emulator, the others reuse it, and Vitest
 * tears every global setup down only after all projects' tests have run.
 */
export async function authEmulatorGlobalSetup(project: Pick<TestProject, 'provide'>): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator();
  const previousHost = process.env['FIREBASE_AUTH_EMULATOR_HOST'];
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    if (previousHost === undefined) delete process.env['FIREBASE_AUTH_EMULATOR_HOST'];
    else process.env['FIREBASE_AUTH_EMULATOR_HOST'] = previousHost;
    await emulator.stop();
  };
}

export default authEmulatorGlobalSetup;
