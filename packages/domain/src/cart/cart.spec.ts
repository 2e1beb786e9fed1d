import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCartDelivery, removeCartDelivery, replaceCart, setCartDelivery, type Cart, type CartDelivery } from './cart.js';

const delivery = (creatorId: number, stories = 1, feed = 0, tiktok = 0): CartDelivery => ({ creatorId, stories, feed, tiktok });
const emptyCart: Cart = { userId: 'user-1', creators: [] };

// Few creator ids, so that generated operations often hit the same creator.
const creatorId = fc.integer({ min: 1, max: 6 });
const count = fc.nat({ max: 5 });
const aDelivery = fc.record({ creatorId, stories: count, feed: count, tiktok: count });
const deliveries = fc.array(aDelivery, { maxLength: 12 });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), delivery: aDelivery }),
  fc.record({ kind: fc.constant('replace' as const), deliveries }),
  fc.record({ kind: fc.constant('remove' as const), creatorId }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(cart: Cart, op: Operation): Cart {
  switch (op.kind) {
    case 'set':
      return setCartDelivery(cart, op.delivery);
    case 'replace':
      return replaceCart(cart, op.deliveries);
    case 'remove':
      return removeCartDelivery(cart, op.creatorId);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const creatorIds = (cart: Cart): number[] => cart.creators.map((each) => each.creatorId);
const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

describe('setCartDelivery', () => {
  it('appends a creator who is not in the cart yet', () => {
    const cart = setCartDelivery(setCartDelivery(emptyCart, delivery(7)), delivery(9));
    expect(cart).toEqual({ userId: 'user-1', creators: [delivery(7), delivery(9)] });
  });

  it('replaces the delivery of a creator who already has one, keeping its position', () => {
    const cart: Cart = { userId: 'user-1', creators: [delivery(7), delivery(9), delivery(11)] };
    expect(setCartDelivery(cart, delivery(9, 2, 3, 4)).creators).toEqual([delivery(7), delivery(9, 2, 3, 4), delivery(11)]);
  });

  it('collapses duplicates a cart already had for that creator into the first', () => {
    const cart: Cart = { userId: 'user-1', creators: [delivery(7), delivery(9), delivery(7, 5)] };
    expect(setCartDelivery(cart, delivery(7, 2)).creators).toEqual([delivery(7, 2), delivery(9)]);
  });

  it('then finds the delivery it set', () => {
    fc.assert(
      fc.property(fc.array(operation), aDelivery, (ops, wanted) => {
        const cart = setCartDelivery(ops.reduce(apply, emptyCart), wanted);
        expect(findCartDelivery(cart, wanted.creatorId)).toBe(wanted);
      }),
    );
  });

  it('changes nothing but that creator', () => {
    fc.assert(
      fc.property(deliveries, aDelivery, (initial, wanted) => {
        const before = replaceCart(emptyCart, initial);
        const after = setCartDelivery(before, wanted);
        const others = (cart: Cart) => cart.creators.filter((each) => each.creatorId !== wanted.creatorId);
        expect(others(after)).toEqual(others(before));
      }),
    );
  });
});

describe('replaceCart', () => {
  it('replaces the whole cart and keeps the user', () => {
    const cart: Cart = { userId: 'user-1', creators: [delivery(7)] };
    expect(replaceCart(cart, [delivery(9), delivery(11)])).toEqual({ userId: 'user-1', creators: [delivery(9), delivery(11)] });
    expect(replaceCart(cart, [])).toEqual({ userId: 'user-1', creators: [] });
  });

  it('keeps the last delivery of a creator named twice, where it first appeared', () => {
    expect(replaceCart(emptyCart, [delivery(7, 1), delivery(9), delivery(7, 3)]).creators).toEqual([delivery(7, 3), delivery(9)]);
  });

  it('holds the distinct creators of its input, in first-seen order, each with its last delivery', () => {
    fc.assert(
      fc.property(deliveries, (input) => {
        const cart = replaceCart(emptyCart, input);
        expect(creatorIds(cart)).toEqual(distinct(input.map((each) => each.creatorId)));
        for (const each of cart.creators) {
          expect(each).toBe(input.findLast((candidate) => candidate.creatorId === each.creatorId));
        }
      }),
    );
  });

  it('does not depend on what the cart held before', () => {
    fc.assert(
      fc.property(deliveries, deliveries, (before, input) => {
        expect(replaceCart(replaceCart(emptyCart, before), input)).toEqual(replaceCart(emptyCart, input));
      }),
    );
  });
});

describe('removeCartDelivery', () => {
  it('removes the creator and keeps the others in order', () => {
    const cart: Cart = { userId: 'user-1', creators: [delivery(7), delivery(9), delivery(11)] };
    expect(removeCartDelivery(cart, 9).creators).toEqual([delivery(7), delivery(11)]);
    expect(removeCartDelivery(cart, 42)).toEqual(cart);
  });

  it('leaves no delivery for that creator', () => {
    fc.assert(
      fc.property(fc.array(operation), creatorId, (ops, removed) => {
        expect(findCartDelivery(removeCartDelivery(ops.reduce(apply, emptyCart), removed), removed)).toBeUndefined();
      }),
    );
  });
});

describe('any sequence of cart operations', () => {
  it('never leaves two deliveries for one creator', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 20 }), (ops) => {
        const ids = creatorIds(ops.reduce(apply, emptyCart));
        expect(ids).toEqual(distinct(ids));
      }),
    );
  });

  it('never mutates its inputs', () => {
    fc.assert(
      fc.property(deliveries, fc.array(operation, { maxLength: 10 }), (initial, ops) => {
        const start = replaceCart(emptyCart, initial);
        const snapshot = JSON.stringify({ start, ops });
        // Frozen inputs make any write throw in strict mode; the snapshot catches anything else.
        deepFreeze(ops).reduce(apply, deepFreeze(start));
        expect(JSON.stringify({ start, ops })).toBe(snapshot);
      }),
    );
  });
});
