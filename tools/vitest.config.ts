import { defineProject } from 'vitest/config';
import { sourceResolution } from './vitest-source-resolution.js';

export default defineProject({
  // The lint rules read @publi/contract from its sources, so the tests never need a build.
  ...sourceResolution,
  test: {
    name: 'tools',
    include: ['**/*.spec.ts'],
    exclude: ['**/fixtures/**', '**/node_modules/**', 'auth-emulator/**'],
    // Each boundary check starts dependency-cruiser, which takes a few seconds on two cores.
    testTimeout: 60_000,
  },
});
