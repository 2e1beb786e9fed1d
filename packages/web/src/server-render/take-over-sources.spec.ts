// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAWN_PAGE_PATHS } from './drawn-page-paths.js';
import { DRAWN_PAGE_SOURCES, ENTRY_SOURCE, SEARCH_OVERLAY_SOURCE, takeOverSources } from './take-over-sources.js';

const source = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
/** How `src/app/*` imports the module at `path` lazily (`src/features/x/y.tsx` as `'../features/x/y.js'`). */
const lazyImportOf = (path: string) => `import('${path.replace(/^src\//, '../').replace(/\.tsx?$/, '.js')}')`;

describe('takeOverSources', () => {
  it("names the app's entry, the drawn page's own code and the search overlay", () => {
    expect(takeOverSources('/')).toEqual([ENTRY_SOURCE, DRAWN_PAGE_SOURCES['/'], SEARCH_OVERLAY_SOURCE]);
    expect(takeOverSources('/busca')).toEqual([ENTRY_SOURCE, DRAWN_PAGE_SOURCES['/busca'], SEARCH_OVERLAY_SOURCE]);
    expect(takeOverSources('/creator/ana-silva')).toEqual([ENTRY_SOURCE, DRAWN_PAGE_SOURCES['/creator/:idOrSlug'], SEARCH_OVERLAY_SOURCE]);
  });

  it('names nothing for a page the server does not draw', () => {
    expect(takeOverSources('/entrar')).toEqual([]);
    expect(takeOverSources('/creator')).toEqual([]);
  });

  it('names each drawn page by the module its route loads, and the overlay by the one the root layout loads', () => {
    expect(Object.keys(DRAWN_PAGE_SOURCES)).toEqual([...DRAWN_PAGE_PATHS]);
    const router = source('src/app/router.tsx');
    for (const page of Object.values(DRAWN_PAGE_SOURCES)) expect(router).toContain(lazyImportOf(page));
    expect(source('src/app/root-layout.tsx')).toContain(lazyImportOf(SEARCH_OVERLAY_SOURCE));
    expect(source(ENTRY_SOURCE)).toContain('src="/src/main.tsx"');
  });
});
