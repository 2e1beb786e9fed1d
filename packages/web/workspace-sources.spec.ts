// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_SOURCES } from './workspace-sources.js';

describe('workspace sources', () => {
  it('are the same for the type check as for Vite and Vitest', () => {
    const tsconfig = JSON.parse(readFileSync(new URL('tsconfig.json', import.meta.url), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.fromEntries(Object.entries(tsconfig.compilerOptions.paths).map(([name, [path]]) => [name, path]));
    expect(fromTsconfig).toEqual(WORKSPACE_SOURCES);
  });
});
