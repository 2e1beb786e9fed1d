import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

/**
 * The integration tests' project: every `*.int.spec.ts` against a real database and the real
 * auth emulator (started once per run by the global setup). `databaseUrl` empty means an
 * in-memory PGlite per test file; a PostgreSQL URL means a fresh database per file on it.
 */
export function integrationProject(name: string, databaseUrl: string): UserWorkspaceConfig {
  return defineProject({
    ...sourceResolution,
    test: {
      name,
      include: ['src/**/*.int.spec.ts'],
      // By path: Vitest loads global setups before any package resolution condition applies.
      globalSetup: ['../../tools/auth-emulator/src/vitest-global-setup.ts'],
      env: { TEST_DATABASE_URL: databaseUrl },
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });
}
