import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'tools/vitest.config.ts', 'tools/auth-emulator/vitest.config.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
