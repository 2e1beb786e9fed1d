import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

/** Unit tests: the cookie store and the error mapping, no emulator. */
export default defineProject({
  ...sourceResolution,
  test: { name: 'adapters-auth', include: ['src/**/*.spec.ts'], exclude: ['src/**/*.int.spec.ts'] },
});
