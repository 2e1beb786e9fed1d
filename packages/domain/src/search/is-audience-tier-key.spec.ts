import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TIERS } from './audience-tiers.js';
import { isAudienceTierKey } from './is-audience-tier-key.js';

describe('isAudienceTierKey', () => {
  it('knows the four tier keys and nothing else', () => {
    expect(['mini', 'micro', 'medio', 'macro'].every(isAudienceTierKey)).toBe(true);
    expect(isAudienceTierKey('médio')).toBe(false);
    expect(isAudienceTierKey('Mini')).toBe(false);
    expect(isAudienceTierKey('')).toBe(false);
  });

  it('agrees with the tier list', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...AUDIENCE_TIERS.map((t) => t.key))), (key) => {
        expect(isAudienceTierKey(key)).toBe(AUDIENCE_TIERS.some((t) => t.key === key));
      }),
    );
  });
});
