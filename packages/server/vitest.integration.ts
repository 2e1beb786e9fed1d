import { configDefaults, defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

/**
 * The integration tests' project: every `*.int.spec.ts` against a real database and the real
 * auth emulator (started once per run by the global setup). `databaseUrl` empty means an
 * in-memory PGlite per test file; a PostgreSQL URL means a fresh database per file on it.
 * `withFuzz` says whether the route fuzz (`src/fuzz`, a few minutes) runs in this project.
 */
export function integrationProject(name: string, databaseUrl: string, withFuzz: boolean): UserWorkspaceConfig {
  return defineProject({
    ...sourceResolution,
    test: {
      name,
      include: ['src/**/*.int.spec.ts'],
      // Vitest's `exclude` replaces its defaults, so they are named again.
      exclude: withFuzz ? configDefaults.exclude : [...configDefaults.exclude, 'src/fuzz/**'],
      // By path: Vitest loads global setups before any package resolution condition applies.
      globalSetup: ['../../tools/auth-emulator/src/vitest-global-setup.ts'],
      env: { TEST_DATABASE_URL: databaseUrl },
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // Files share the modules they import (see the root vitest.config.ts), and so the migrated
      // PGlite image of test-support/test-database.ts: each file still opens its own database.
      isolate: false,
    },
  });
}
