import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickAvatar } from './seed-avatars.js';

const pool = fc.array(fc.webUrl(), { minLength: 1, maxLength: 300 });

describe('pickAvatar', () => {
  it('gives each owner their own photo, then goes round the pool in order', () => {
    fc.assert(
      fc.property(pool, fc.nat(2_000_000), (urls, offset) => {
        expect(pickAvatar(urls, offset)).toBe(urls[offset % urls.length]);
        if (offset < urls.length) expect(pickAvatar(urls, offset)).toBe(urls[offset]);
      }),
    );
  });

  it('uses every photo of the pool once a run is at least as large as it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.webUrl(), { minLength: 1, maxLength: 50 }), (urls) => {
        const picked = new Set(Array.from({ length: urls.length * 3 }, (_, offset) => pickAvatar(urls, offset)));
        expect(picked).toEqual(new Set(urls));
      }),
    );
  });

  it('gives no photo when the run drew none', () => {
    expect(pickAvatar([], 0)).toBeNull();
    expect(pickAvatar([], 12)).toBeNull();
  });
});
