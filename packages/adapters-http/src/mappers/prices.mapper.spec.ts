import { decimalFromCentavos, profileCompletion } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobPricesFromWire, jobPricesToWire, priceRangeFromWire } from './prices.mapper.js';

const wirePrice = fc.nat({ max: 100_000_000 }).map(decimalFromCentavos);

describe('price mappers', () => {
  it("reads the wire's decimal strings as centavos, '0.00' as 0 (not set)", () => {
    expect(jobPricesFromWire({ stories: '150.00', feed: '0.00', tiktok: '0.50' })).toEqual({ stories: 15_000, feed: 0, tiktok: 50 });
  });

  it('writes centavos back as the same decimal strings', () => {
    fc.assert(
      fc.property(fc.record({ stories: wirePrice, feed: wirePrice, tiktok: wirePrice }), (wire) => {
        expect(jobPricesToWire(jobPricesFromWire(wire))).toEqual(wire);
      }),
    );
  });

  it("gives the same completion for '0.00' on the wire as for 0 centavos", () => {
    fc.assert(
      fc.property(fc.record({ stories: wirePrice, feed: wirePrice, tiktok: wirePrice }), fc.constantFrom('stories', 'feed', 'tiktok'), (wire, format) => {
        const fromWire = jobPricesFromWire({ ...wire, [format]: '0.00' });
        const inCentavos = { ...jobPricesFromWire(wire), [format]: 0 };
        expect(profileCompletion({ prices: fromWire })).toEqual(profileCompletion({ prices: inCentavos }));
      }),
    );
  });

  it('keeps a bound nobody has as null', () => {
    const none = { min: null, max: null };
    expect(priceRangeFromWire({ stories: { min: '150.00', max: '900.00' }, feed: none, tiktok: none })).toEqual({
      stories: { min: 15_000, max: 90_000 },
      feed: none,
      tiktok: none,
    });
  });
});
