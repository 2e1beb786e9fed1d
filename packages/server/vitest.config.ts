import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

export default defineProject({
  ...sourceResolution,
  test: { name: 'server', include: ['src/**/*.spec.ts'], exclude: ['src/**/*.int.spec.ts'] },
});
