import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

/** The firebase web SDK in Node against the real auth emulator, started once per run. */
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'adapters-auth-int',
    include: ['src/**/*.int.spec.ts'],
    // By path: Vitest loads global setups before any package resolution condition applies.
    globalSetup: ['../../tools/auth-emulator/src/vitest-global-setup.ts'],
    testTimeout: 30_000,
    // The emulator takes 15 to 60 s to start on a busy 2-core machine.
    hookTimeout: 120_000,
  },
});
