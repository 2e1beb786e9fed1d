import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { WORKSPACE_SOURCES } from './workspace-sources.js';

/** Store and component tests in jsdom, against the workspace packages' sources. */
export default defineProject({
  resolve: {
    alias: Object.entries(WORKSPACE_SOURCES).map(([find, path]) => ({
      find: new RegExp(`^${find}$`),
      replacement: fileURLToPath(new URL(path, import.meta.url)),
    })),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx', '*.spec.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Files share the modules they import (see the root vitest.config.ts): Chakra, MobX and
    // the app's modules once per worker, not once per file. Each test builds its own container
    // and stores, and the setup file unmounts what it rendered.
    isolate: false,
  },
});
