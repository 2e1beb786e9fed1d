import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SocialNetworkEntry } from './creator-profile.js';
import { hasInstagram } from './has-instagram.js';

/** 'instagram' in a random mix of upper and lower case. */
const instagramInAnyCase = fc
  .array(fc.boolean(), { minLength: 9, maxLength: 9 })
  .map((upper) => 'instagram'.replace(/./g, (char, i: number) => (upper[i] === true ? char.toUpperCase() : char)));

const otherNetwork: fc.Arbitrary<SocialNetworkEntry> = fc.record({
  name: fc.constantFrom('tiktok', 'youtube', 'twitter', 'kwai'),
  username: fc.option(fc.string(), { nil: undefined }),
});

describe('hasInstagram', () => {
  it('needs an entry named instagram with a username or a link', () => {
    expect(hasInstagram([{ name: 'instagram', username: 'ana' }])).toBe(true);
    expect(hasInstagram([{ name: 'Instagram', link: 'https://instagram.com/ana' }])).toBe(true);
    expect(hasInstagram([{ name: 'instagram' }])).toBe(false);
    expect(hasInstagram([{ name: 'instagram', username: '  ', link: null }])).toBe(false);
    expect(hasInstagram([{ name: 'tiktok', username: 'ana' }])).toBe(false);
    expect(hasInstagram([])).toBe(false);
    expect(hasInstagram(null)).toBe(false);
    expect(hasInstagram(undefined)).toBe(false);
  });

  it('ignores the case of the network name', () => {
    fc.assert(
      fc.property(instagramInAnyCase, (name) => {
        expect(hasInstagram([{ name, username: 'ana' }])).toBe(true);
      }),
    );
  });

  it('does not depend on where the instagram entry is in the list', () => {
    fc.assert(
      fc.property(fc.array(otherNetwork), fc.array(otherNetwork), (before, after) => {
        expect(hasInstagram([...before, { name: 'instagram', username: 'ana' }, ...after])).toBe(true);
        expect(hasInstagram([...before, ...after])).toBe(false);
      }),
    );
  });
});
