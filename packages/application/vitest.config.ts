import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../tools/vitest-source-resolution.js';

export default defineProject({
  ...sourceResolution,
  test: { name: 'application', include: ['src/**/*.spec.ts'] },
});
