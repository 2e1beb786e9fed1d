import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

export default defineProject({
  ...sourceResolution,
  // Files share the modules they import (see the root vitest.config.ts).
  test: { name: 'application', include: ['src/**/*.spec.ts'], isolate: false },
});
