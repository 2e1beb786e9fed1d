import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartDelivery } from './cart-delivery.js';
import type { FormatPrices } from './cart-format.js';
import { asksUnpricedFormat, deliveryCentavos, deliveryPieces } from './delivery-centavos.js';

// 0 ("Sob consulta") often enough to matter.
const aPrice = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }));
const somePrices: fc.Arbitrary<FormatPrices> = fc.record({ stories: aPrice, feed: aPrice, tiktok: aPrice });
const aCount = fc.nat({ max: 50 });
const aDelivery: fc.Arbitrary<CartDelivery> = fc.record({ creatorId: fc.nat(), stories: aCount, feed: aCount, tiktok: aCount });

/** The plain reference: add every piece's price one at a time. */
function piecewiseTotal(prices: FormatPrices, delivery: CartDelivery): number {
  let total = 0;
  for (let piece = 0; piece < delivery.stories; piece += 1) total += prices.stories;
  for (let piece = 0; piece < delivery.feed; piece += 1) total += prices.feed;
  for (let piece = 0; piece < delivery.tiktok; piece += 1) total += prices.tiktok;
  return total;
}

const prices = { stories: 10_000, feed: 25_000, tiktok: 0 };
const delivery = (stories: number, feed: number, tiktok: number): CartDelivery => ({ creatorId: 7, stories, feed, tiktok });

describe('deliveryCentavos', () => {
  it('multiplies each price by its pieces, an unpriced format adding nothing', () => {
    expect(deliveryCentavos(prices, delivery(2, 1, 0))).toBe(45_000);
    expect(deliveryCentavos(prices, delivery(0, 0, 3))).toBe(0);
  });

  it('equals adding every piece\'s price one at a time', () => {
    fc.assert(fc.property(somePrices, aDelivery, (p, d) => { expect(deliveryCentavos(p, d)).toBe(piecewiseTotal(p, d)); }));
  });

  it('grows with one more piece by exactly that format\'s price', () => {
    fc.assert(
      fc.property(somePrices, aDelivery, fc.constantFrom('stories' as const, 'feed' as const, 'tiktok' as const), (p, d, format) => {
        expect(deliveryCentavos(p, { ...d, [format]: d[format] + 1 }) - deliveryCentavos(p, d)).toBe(p[format]);
      }),
    );
  });

  it('refuses amounts that are not whole centavos, as a bug', () => {
    expect(() => deliveryCentavos({ ...prices, feed: 1.5 }, delivery(1, 1, 0))).toThrow(RangeError);
    expect(() => deliveryCentavos(prices, delivery(-1, 0, 0))).toThrow(RangeError);
    expect(() => deliveryCentavos({ ...prices, stories: Number.MAX_SAFE_INTEGER }, delivery(2, 0, 0))).toThrow(RangeError);
  });
});

describe('asksUnpricedFormat', () => {
  it('is true when an asked format has no price', () => {
    expect(asksUnpricedFormat(prices, delivery(1, 0, 1))).toBe(true);
    expect(asksUnpricedFormat(prices, delivery(1, 1, 0))).toBe(false);
  });

  it('is exactly "some asked format is priced 0"', () => {
    fc.assert(
      fc.property(somePrices, aDelivery, (p, d) => {
        const reference = (d.stories > 0 && p.stories === 0) || (d.feed > 0 && p.feed === 0) || (d.tiktok > 0 && p.tiktok === 0);
        expect(asksUnpricedFormat(p, d)).toBe(reference);
      }),
    );
  });

  it('never holds when every format is priced, so the total is then the whole price', () => {
    const pricedEverywhere = fc.record({ stories: fc.integer({ min: 1, max: 1000 }), feed: fc.integer({ min: 1, max: 1000 }), tiktok: fc.integer({ min: 1, max: 1000 }) });
    fc.assert(fc.property(pricedEverywhere, aDelivery, (p, d) => { expect(asksUnpricedFormat(p, d)).toBe(false); }));
  });
});

describe('deliveryPieces', () => {
  it('counts the pieces of every format', () => {
    fc.assert(fc.property(aDelivery, (d) => { expect(deliveryPieces(d)).toBe(d.stories + d.feed + d.tiktok); }));
  });
});
