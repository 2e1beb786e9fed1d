import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts', 'tools/vitest.config.ts', 'tools/auth-emulator/vitest.config.ts'],
    // Vitest's default in a run is one worker fewer than the cores: one on CI's 2-core machine,
    // which ran 218 files one after the other. Integration files spend much of their time waiting
    // on the auth emulator and the database, so two at once use the machine better.
    maxWorkers: 2,
    // Most projects set `isolate: false`: a worker imports a module once and its files share it,
    // instead of every file importing Chakra, zod's schemas or the whole server again (imports
    // were more than half of the run's time: the web project alone went from 194 s to 31 s).
    // Their tests build what they use (stores, containers, apps, databases) and leave no
    // module-level state behind. Kept isolated: the contract (without-eval.spec.ts sets zod's
    // global configuration), the fault tests (each owns processes) and the small emulator ones.
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
