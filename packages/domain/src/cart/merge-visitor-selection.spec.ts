import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartDelivery } from './cart-delivery.js';
import { mergeVisitorSelection } from './merge-visitor-selection.js';

const delivery = (creatorId: number, stories = 1, feed = 0): CartDelivery => ({ creatorId, stories, feed, tiktok: 0 });
const aCount = fc.nat({ max: 5 });
const aDelivery: fc.Arbitrary<CartDelivery> = fc.record({ creatorId: fc.integer({ min: 1, max: 8 }), stories: aCount, feed: aCount, tiktok: aCount });
// A server cart never names a creator twice.
const aServerCart = fc.uniqueArray(aDelivery, { selector: (each) => each.creatorId, maxLength: 6 });
const aVisitorSelection = fc.array(aDelivery, { maxLength: 10 });

/** The plain reference: walk the visitor's list, appending whoever the result does not hold yet. */
function reference(server: readonly CartDelivery[], visitor: readonly CartDelivery[]): CartDelivery[] {
  const result = [...server];
  for (const picked of visitor) {
    if (!result.some((each) => each.creatorId === picked.creatorId)) result.push(picked);
  }
  return result;
}

describe('mergeVisitorSelection', () => {
  it('keeps the server\'s delivery for a creator it has and appends the visitor\'s new ones in order', () => {
    const server = [delivery(7, 3), delivery(9)];
    const visitor = [delivery(11), delivery(7, 1, 2), delivery(5)];
    expect(mergeVisitorSelection(server, visitor)).toEqual([delivery(7, 3), delivery(9), delivery(11), delivery(5)]);
  });

  it('matches the reference merge', () => {
    fc.assert(fc.property(aServerCart, aVisitorSelection, (server, visitor) => { expect(mergeVisitorSelection(server, visitor)).toEqual(reference(server, visitor)); }));
  });

  it('starts with the server cart unchanged, loses no creator and names none twice', () => {
    fc.assert(
      fc.property(aServerCart, aVisitorSelection, (server, visitor) => {
        const merged = mergeVisitorSelection(server, visitor);
        const ids = merged.map((each) => each.creatorId);
        expect(merged.slice(0, server.length)).toEqual(server);
        expect(new Set(ids)).toEqual(new Set([...server, ...visitor].map((each) => each.creatorId)));
        expect(ids).toEqual([...new Set(ids)]);
      }),
    );
  });

  it('is idempotent: merging the same selection again changes nothing', () => {
    fc.assert(
      fc.property(aServerCart, aVisitorSelection, (server, visitor) => {
        const once = mergeVisitorSelection(server, visitor);
        expect(mergeVisitorSelection(once, visitor)).toEqual(once);
      }),
    );
  });
});
