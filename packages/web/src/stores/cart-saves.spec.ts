import type { CreatorCard } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { someCreatorCards } from '../testing/creator-card.builder.js';
import type { HeldCartAdapter } from '../testing/held-cart.adapter.js';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { SignUpStore } from './sign-up.store.js';

// Bug 7 of issue 9: against a slow server whose answers come back in any order, the cart keeps
// the last change made, both on the server and on screen.
const cards = someCreatorCards(3);
const cardAt = (index: number): CreatorCard => cards[index] ?? (() => { throw new Error('three cards'); })();
const [ana, bia, caio] = [cardAt(0), cardAt(1), cardAt(2)];

function slowWorld(): { world: TestWorld; server: HeldCartAdapter } {
  const world = aTestWorld({ creators: [ana, bia, caio], slowCarts: true });
  if (world.heldCarts === null) throw new Error('a slow cart server');
  return { world, server: world.heldCarts };
}

async function signInAsBrand(world: TestWorld): Promise<string> {
  await world.stores.session.start();
  await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Marca Boa', email: 'marca@exemplo.com.br', password: 'segredo1' });
  return world.stores.session.user?.externalId ?? '';
}

describe('CartStore saves against a slow server', () => {
  it('keeps the last of several quick changes, whatever order the answers come back in', async () => {
    const { world, server } = slowWorld();
    const { cart } = world.stores;
    const brandId = await signInAsBrand(world);
    await server.releaseAll('oldest-first');
    void cart.add(ana);
    void cart.add(bia);
    await server.releaseAll('oldest-first');

    void cart.setQuantity(ana.id, 'stories', 2);
    void cart.setQuantity(bia.id, 'feed', 1);
    void cart.setQuantity(ana.id, 'stories', 3);
    void cart.remove(bia.id);
    void cart.add(caio);
    await server.releaseAll('newest-first');

    const expected = [
      { creatorId: ana.id, stories: 3, feed: 0, tiktok: 0 },
      { creatorId: caio.id, stories: 1, feed: 0, tiktok: 0 },
    ];
    expect((await world.carts.get(brandId)).creators).toEqual(expected);
    expect(cart.deliveries).toEqual(expected);
  });

  it('shows each change at once, before the server answers', async () => {
    const { world, server } = slowWorld();
    const { cart } = world.stores;
    await signInAsBrand(world);
    await server.releaseAll('oldest-first');
    void cart.add(ana);
    void cart.setQuantity(ana.id, 'feed', 2);
    expect(cart.deliveries).toEqual([{ creatorId: ana.id, stories: 1, feed: 2, tiktok: 0 }]);
    await server.releaseAll('oldest-first');
  });

  it('keeps a creator added while the sign-in merge runs', async () => {
    const { world, server } = slowWorld();
    const { cart } = world.stores;
    await cart.add(ana);
    await cart.setQuantity(ana.id, 'feed', 2);
    const brandId = await signInAsBrand(world);
    // The merge has loaded the server cart and sent the visitor's selection; its answer waits.
    await server.releaseUntilWaiting('replace');
    void cart.add(bia);
    void cart.setQuantity(bia.id, 'tiktok', 1);
    await server.releaseAll('oldest-first');

    const expected = [
      { creatorId: ana.id, stories: 1, feed: 2, tiktok: 0 },
      { creatorId: bia.id, stories: 1, feed: 0, tiktok: 1 },
    ];
    expect((await world.carts.get(brandId)).creators).toEqual(expected);
    expect(cart.deliveries).toEqual(expected);
    expect(cart.isOnServer).toBe(true);
    expect(world.selection.read()).toEqual([]);
  });
});
