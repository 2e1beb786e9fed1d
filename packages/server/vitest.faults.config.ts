import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

// The fault tests: the server's dependencies failing under it (its own PostgreSQL cluster
// stopped and started, the identity provider out of reach) and a real process shut down with
// work in flight. Slow by nature (a cluster per file), so a project of their own. They own
// their database, so they run with or without TEST_DATABASE_URL; the auth emulator is the
// integration tests' (started once per run by the global setup).
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'server-faults',
    include: ['src/**/*.faults.spec.ts'],
    globalSetup: ['../../tools/auth-emulator/src/vitest-global-setup.ts'],
    // One file at a time: each stops and starts what it owns, and timing under load is the enemy.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
