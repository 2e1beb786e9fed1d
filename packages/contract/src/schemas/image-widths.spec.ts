import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcSet } from './image-widths.js';

describe('imageSrcSet', () => {
  it('offers every width of a stored photo, smallest first', () => {
    expect(imageSrcSet('/api/uploads/profile/3f2a-9c.webp')).toBe(
      '/api/images/160/profile/3f2a-9c.webp 160w, /api/images/320/profile/3f2a-9c.webp 320w, /api/images/640/profile/3f2a-9c.webp 640w, /api/images/960/profile/3f2a-9c.webp 960w',
    );
  });

  it('leaves alone the placeholder, outside images, videos and documents', () => {
    for (const url of ['/images/creator-placeholder.svg', 'https://cdn.example.com/api/uploads/a.png', '/api/uploads/delivery/a.mp4', '/api/uploads/project/a.pdf']) {
      expect(imageSrcSet(url)).toBeUndefined();
    }
  });

  it('never builds a candidate from an address that could leave the uploads folder or break the list', () => {
    const anyText = fc.string({ unit: fc.constantFrom('a', '/', '.', '%', ' ', ',', '-', 'p', 'n', 'g', '\\') });
    fc.assert(
      fc.property(anyText, (tail) => {
        const srcSet = imageSrcSet(`/api/uploads/${tail}`);
        if (srcSet === undefined) return;
        const candidates = srcSet.split(', ');
        expect(candidates).toHaveLength(IMAGE_WIDTHS.length);
        for (const candidate of candidates) expect(candidate).toMatch(/^\/api\/images\/\d+\/[a-z0-9/-]*[A-Za-z0-9_-]+\.(jpg|png|webp) \d+w$/);
        expect(tail).not.toContain('..');
      }),
    );
  });
});
