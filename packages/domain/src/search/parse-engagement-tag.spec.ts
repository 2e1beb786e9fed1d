import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engagementTag } from './engagement-tag.js';
import { parseEngagementTag } from './parse-engagement-tag.js';

describe('parseEngagementTag', () => {
  it('reads a tag back into its band', () => {
    expect(parseEngagementTag('10%-45%')).toEqual({ min: 10, max: 45 });
    expect(parseEngagementTag('0%-100%')).toEqual({ min: 0, max: 100 });
  });

  it('gives null for anything engagementTag would not write', () => {
    for (const text of ['', '10-45', '10% - 45%', '010%-45%', '10.5%-45%', '50%-10%', '0%-101%', '-1%-5%', 'abc']) {
      expect(parseEngagementTag(text)).toBeNull();
    }
  });

  it('writes back exactly the text it read, for any text it accepts', () => {
    const tagLike = fc
      .tuple(fc.integer({ min: -5, max: 150 }), fc.integer({ min: -5, max: 150 }), fc.constantFrom('', '0', ' '))
      .map(([min, max, pad]) => `${pad}${min}%-${max}%`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), tagLike), (text) => {
        const band = parseEngagementTag(text);
        if (band !== null) {
          expect(engagementTag(band.min, band.max)).toBe(text);
        }
      }),
    );
  });
});
