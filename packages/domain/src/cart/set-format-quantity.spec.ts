import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartDelivery } from './cart-delivery.js';
import { deliveryPieces } from './delivery-centavos.js';
import { setFormatQuantity } from './set-format-quantity.js';

const aCount = fc.nat({ max: 20 });
const aNonEmptyDelivery: fc.Arbitrary<CartDelivery> = fc
  .record({ creatorId: fc.nat(), stories: aCount, feed: aCount, tiktok: aCount })
  .filter((delivery) => deliveryPieces(delivery) > 0);
const aFormat = fc.constantFrom('stories' as const, 'feed' as const, 'tiktok' as const);
const aQuantity = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double({ min: -5, max: 30, noNaN: true }));

const oneStory: CartDelivery = { creatorId: 7, stories: 1, feed: 0, tiktok: 0 };

describe('setFormatQuantity', () => {
  it('sets one format and leaves the others', () => {
    expect(setFormatQuantity(oneStory, 'feed', 2)).toEqual({ creatorId: 7, stories: 1, feed: 2, tiktok: 0 });
    expect(setFormatQuantity(oneStory, 'stories', 3.7)).toEqual({ creatorId: 7, stories: 3, feed: 0, tiktok: 0 });
  });

  it('never lets a delivery drop to nothing: removing is explicit', () => {
    expect(setFormatQuantity(oneStory, 'stories', 0)).toBe(oneStory);
    expect(setFormatQuantity(oneStory, 'stories', -3)).toBe(oneStory);
  });

  it('matches the reference: the floored, non-negative quantity, unless that empties the delivery', () => {
    fc.assert(
      fc.property(aNonEmptyDelivery, aFormat, aQuantity, (delivery, format, quantity) => {
        // `<= 0` also maps -0 to 0, as a quantity the person sees is never negative zero.
        const wanted = { ...delivery, [format]: quantity <= 0 ? 0 : Math.floor(quantity) };
        const expected = wanted.stories + wanted.feed + wanted.tiktok === 0 ? delivery : wanted;
        expect(setFormatQuantity(delivery, format, quantity)).toEqual(expected);
      }),
    );
  });

  it('keeps any sequence of changes at one piece or more, for the same creator', () => {
    fc.assert(
      fc.property(aNonEmptyDelivery, fc.array(fc.tuple(aFormat, aQuantity), { maxLength: 15 }), (start, changes) => {
        const end = changes.reduce((delivery, [format, quantity]) => setFormatQuantity(delivery, format, quantity), start);
        expect(deliveryPieces(end)).toBeGreaterThan(0);
        expect(end.creatorId).toBe(start.creatorId);
      }),
    );
  });

  it('refuses a quantity that is not a number, as a bug', () => {
    expect(() => setFormatQuantity(oneStory, 'feed', Number.NaN)).toThrow(RangeError);
    expect(() => setFormatQuantity(oneStory, 'feed', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
