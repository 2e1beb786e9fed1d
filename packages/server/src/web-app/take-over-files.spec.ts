import { describe, expect, it } from 'vitest';
import { takeOverFiles, type ViteManifest } from './take-over-files.js';

// As Vite writes it: an entry, a page and the overlay sharing chunks, and the start-up script.
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react-b.js', '_first-use-c.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_first-use-c.js': { file: 'assets/first-use-c.js' },
  'src/landing.tsx': { file: 'assets/landing-d.js', imports: ['index.html', '_react-b.js', '_grid-e.js'] },
  '_grid-e.js': { file: 'assets/grid-e.js', imports: ['_react-b.js'] },
  'src/overlay.tsx': { file: 'assets/overlay-f.js', imports: ['index.html', '_grid-e.js', '_dialog-g.js'] },
  '_dialog-g.js': { file: 'assets/dialog-g.js' },
  'src/boot.ts': { file: 'assets/boot-h.js', imports: ['_first-use-c.js'] },
};

describe('takeOverFiles', () => {
  it('lists each source with every chunk it imports, once, the sources first', () => {
    expect(takeOverFiles(MANIFEST, ['index.html', 'src/landing.tsx', 'src/overlay.tsx'])).toEqual([
      '/assets/index-a.js', '/assets/landing-d.js', '/assets/overlay-f.js', '/assets/react-b.js', '/assets/first-use-c.js', '/assets/grid-e.js', '/assets/dialog-g.js',
    ]);
  });

  it('leaves out what the start-up script has loaded already, and sources the build does not have', () => {
    expect(takeOverFiles(MANIFEST, ['index.html', 'src/gone.tsx'], ['src/boot.ts'])).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
    expect(takeOverFiles(MANIFEST, [])).toEqual([]);
  });
});
