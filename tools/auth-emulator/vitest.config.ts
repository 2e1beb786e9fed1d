import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'auth-emulator',
    include: ['src/**/*.spec.ts'],
    // The firebase CLI spends ~15 s of CPU compiling the emulator's OpenAPI schema before it answers.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
