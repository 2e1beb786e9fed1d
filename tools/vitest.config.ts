import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    include: ['**/*.spec.ts'],
    exclude: ['**/fixtures/**', '**/node_modules/**', 'auth-emulator/**'],
    // Each boundary check starts dependency-cruiser, which takes a few seconds on two cores.
    testTimeout: 60_000,
  },
});
