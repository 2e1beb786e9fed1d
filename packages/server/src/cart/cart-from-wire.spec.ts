import { CART_LIMITS, MAX_ID } from '@publi/contract';
import { replaceCart, setCartDelivery, type Cart } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartDeliveryFromWire } from './cart-from-wire.js';
import { cartDeliveryToWire } from './to-cart-wire.js';

const count = fc.integer({ min: 0, max: CART_LIMITS.piecesPerFormat });
const wireDelivery = fc.record({ creator_id: fc.integer({ min: 1, max: MAX_ID }), stories: count, feed: count, tiktok: count });
const domainDelivery = fc.record({ creatorId: fc.integer({ min: 1, max: MAX_ID }), stories: count, feed: count, tiktok: count });
const empty: Cart = { userId: 'uid', creators: [] };

describe('cart delivery mapping', () => {
  it('maps wire names to domain names', () => {
    expect(cartDeliveryFromWire({ creator_id: 7, stories: 2, feed: 1, tiktok: 0 })).toEqual({ creatorId: 7, stories: 2, feed: 1, tiktok: 0 });
  });

  it('round-trips wire -> domain -> wire', () => {
    fc.assert(
      fc.property(wireDelivery, (wire) => {
        expect(cartDeliveryToWire(cartDeliveryFromWire(wire))).toEqual(wire);
      }),
    );
  });

  it('round-trips domain -> wire -> domain', () => {
    fc.assert(
      fc.property(domainDelivery, (delivery) => {
        expect(cartDeliveryFromWire(cartDeliveryToWire(delivery))).toEqual(delivery);
      }),
    );
  });

  it('lets the domain rule decide on wire input: one delivery per creator_id, the last one sent', () => {
    fc.assert(
      fc.property(fc.array(wireDelivery.map((wire) => ({ ...wire, creator_id: (wire.creator_id % 5) + 1 }))), (wires) => {
        const cart = replaceCart(empty, wires.map(cartDeliveryFromWire));
        const answer = cart.creators.map(cartDeliveryToWire);
        expect(answer.map((each) => each.creator_id)).toEqual([...new Set(wires.map((each) => each.creator_id))]);
        for (const each of answer) expect(each).toEqual(wires.findLast((wire) => wire.creator_id === each.creator_id));
        expect(cart).toEqual(wires.map(cartDeliveryFromWire).reduce(setCartDelivery, empty));
      }),
    );
  });
});
