import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Workspace packages resolve to their TypeScript sources, so tests never run against a stale build.
    conditions: ['source'],
  },
  test: {
    projects: ['packages/*/vitest.config.ts', 'tools/vitest.config.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
