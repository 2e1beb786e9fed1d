import type { CartDelivery } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryCartAdapter } from '../in-memory/in-memory-cart.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { LoadCartUseCase } from './load-cart.use-case.js';
import { ReplaceCartUseCase } from './replace-cart.use-case.js';
import { SetCartDeliveryUseCase } from './set-cart-delivery.use-case.js';

function aBrand(knownCreatorIds: ReadonlySet<number> | null = null) {
  const session = new InMemorySession();
  session.signInAs('brand-1');
  const carts = new InMemoryCartAdapter(session, knownCreatorIds);
  return { session, carts, load: new LoadCartUseCase(carts), set: new SetCartDeliveryUseCase(carts), replace: new ReplaceCartUseCase(carts) };
}

const delivery = (creatorId: number, stories = 1, feed = 0, tiktok = 0): CartDelivery => ({ creatorId, stories, feed, tiktok });

describe('LoadCartUseCase', () => {
  it('creates the cart on first use and finds it afterwards', async () => {
    const { load, set } = aBrand();
    const cart = await load.execute('brand-1');
    await set.execute(cart, delivery(7));
    expect((await load.execute('brand-1')).creators).toEqual([delivery(7)]);
  });

  it.each([undefined, null, '', '  '])('refuses a missing user_id (%j) with CART.USER_ID_REQUIRED', async (userId) => {
    await expect(aBrand().load.execute(userId)).rejects.toMatchObject({ code: 'CART.USER_ID_REQUIRED', message: 'Informe o user_id.' });
  });

  it("rethrows the server's error for another brand's cart", async () => {
    await expect(aBrand().load.execute('brand-2')).rejects.toMatchObject({ code: 'USER.EXTERNAL_ID_MISMATCH' });
  });
});

describe('SetCartDeliveryUseCase', () => {
  it("replaces a creator's delivery and drops one asked for nothing", async () => {
    const { load, set } = aBrand();
    let cart = await load.execute('brand-1');
    cart = await set.execute(cart, delivery(1));
    cart = await set.execute(cart, delivery(2));
    cart = await set.execute(cart, delivery(1, 0, 3));
    expect(cart.creators).toEqual([delivery(1, 0, 3), delivery(2)]);
    cart = await set.execute(cart, delivery(1, 0, 0));
    expect(cart.creators).toEqual([delivery(2)]);
  });

  it("rethrows the server's refusal of an unknown creator", async () => {
    const { load, set } = aBrand(new Set([1]));
    const cart = await load.execute('brand-1');
    await expect(set.execute(cart, delivery(9))).rejects.toMatchObject({ code: 'CART.CREATOR_NOT_FOUND' });
  });

  it('never holds two deliveries for one creator, whatever is set and replaced', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), delivery: fc.record({ creatorId: fc.integer({ min: 1, max: 5 }), stories: fc.nat(3), feed: fc.nat(3), tiktok: fc.nat(3) }) }),
      fc.record({ kind: fc.constant('replace' as const), deliveries: fc.array(fc.record({ creatorId: fc.integer({ min: 1, max: 5 }), stories: fc.nat(3), feed: fc.nat(3), tiktok: fc.nat(3) }), { maxLength: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { load, set, replace } = aBrand();
        let cart = await load.execute('brand-1');
        for (const s of steps) cart = s.kind === 'set' ? await set.execute(cart, s.delivery) : await replace.execute(s.deliveries);
        const ids = cart.creators.map((d) => d.creatorId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(cart.creators.every((d) => d.stories + d.feed + d.tiktok > 0)).toBe(true);
        expect(await load.execute('brand-1')).toEqual(cart);
      }),
    );
  });
});

describe('ReplaceCartUseCase', () => {
  it('replaces the whole cart, the last delivery of a repeated creator winning', async () => {
    const { load, set, replace } = aBrand();
    await set.execute(await load.execute('brand-1'), delivery(1));
    const cart = await replace.execute([delivery(2), delivery(3), delivery(2, 0, 2)]);
    expect(cart.creators).toEqual([delivery(2, 0, 2), delivery(3)]);
  });
});
