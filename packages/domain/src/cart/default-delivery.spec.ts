import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDelivery, DEFAULT_DELIVERY } from './default-delivery.js';
import { deliveryCentavos, deliveryPieces } from './delivery-centavos.js';

describe('defaultDelivery', () => {
  it('asks one story of the creator (SPEC: the smallest useful ask)', () => {
    expect(defaultDelivery(7)).toEqual({ creatorId: 7, stories: 1, feed: 0, tiktok: 0 });
  });

  it('always asks exactly one piece, priced at the creator\'s story price', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 1_000_000 }), (creatorId, storyPrice) => {
        const delivery = defaultDelivery(creatorId);
        expect(delivery.creatorId).toBe(creatorId);
        expect(deliveryPieces(delivery)).toBe(1);
        expect(deliveryCentavos({ stories: storyPrice, feed: 1, tiktok: 1 }, delivery)).toBe(storyPrice);
      }),
    );
  });

  it('is frozen, so nobody changes every future cart by accident', () => {
    expect(Object.isFrozen(DEFAULT_DELIVERY)).toBe(true);
  });
});
