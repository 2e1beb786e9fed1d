import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.spec.ts'],
    // Files share the modules they import (see the root vitest.config.ts).
    isolate: false,
    // Property tests run hundreds of cases; on a shared 2-core machine under a full CI run some
    // took just over Vitest's 5 s default. A hang guard, not a speed check.
    testTimeout: 20_000,
  },
});
