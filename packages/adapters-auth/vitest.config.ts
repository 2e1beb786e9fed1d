import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

/** Unit tests: the cookie store and the error mapping, no emulator. */
// Files share the modules they import (see the root vitest.config.ts).
export default defineProject({
  ...sourceResolution,
  test: { name: 'adapters-auth', include: ['src/**/*.spec.ts'], exclude: ['src/**/*.int.spec.ts'], isolate: false },
});
