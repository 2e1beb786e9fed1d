import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'server',
    include: ['src/**/*.spec.ts'],
    exclude: ['src/**/*.int.spec.ts', 'src/**/*.faults.spec.ts'],
    // Files share the modules they import (see the root vitest.config.ts).
    isolate: false,
    // Property tests run hundreds of cases; on a shared 2-core machine under a full CI run some
    // took just over Vitest's 5 s default. A hang guard, not a speed check.
    testTimeout: 20_000,
  },
});
