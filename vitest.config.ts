import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'tools/vitest.config.ts', 'tools/auth-emulator/vitest.config.ts'],
    // Vitest's default in a run is one worker fewer than the cores: one on CI's 2-core machine,
    // which ran 218 files one after the other. Integration files spend much of their time waiting
    // on the auth emulator and the database, so two at once use the machine better.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
