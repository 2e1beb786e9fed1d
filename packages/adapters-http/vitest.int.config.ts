import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

/** Contract tests: every adapter against the real server (PGlite) with real emulator tokens. */
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'adapters-http-int',
    include: ['src/**/*.int.spec.ts'],
    // By path: Vitest loads global setups before any package resolution condition applies.
    globalSetup: ['../../tools/auth-emulator/src/vitest-global-setup.ts'],
    testTimeout: 30_000,
    // The emulator takes 15 to 60 s to start on a busy 2-core machine.
    hookTimeout: 120_000,
  },
});
