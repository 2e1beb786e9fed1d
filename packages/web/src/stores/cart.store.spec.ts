import { describe, expect, it } from 'vitest';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import { someCreatorCards } from '../testing/creator-card.builder.js';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { CartStore } from './cart.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { SignUpStore } from './sign-up.store.js';

const [ana, bia, caio] = someCreatorCards(3).map((card, index) => ({ ...card, prices: { stories: 10_000 * (index + 1), feed: 25_000, tiktok: 0 } }));
if (ana === undefined || bia === undefined || caio === undefined) throw new Error('three cards');

async function signedInBrand(world: TestWorld): Promise<void> {
  await world.stores.session.start();
  await world.stores.pageStore(SignUpStore).withEmail({ type: 'brand', name: 'Marca Boa', email: 'marca@exemplo.com.br', password: 'segredo1' });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CartStore', () => {
  it('keeps a visitor selection in local storage, with one story each by default', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    const { cart } = world.stores;
    await cart.add(ana);
    await cart.add(bia);
    await cart.add(ana);
    expect(cart.count).toBe(2);
    expect(world.selection.read().map((creator) => creator.id)).toEqual([ana.id, bia.id]);
    expect(cart.deliveries[0]).toEqual({ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 });
    await cart.toggle(ana);
    expect(cart.has(ana.id)).toBe(false);
    expect(cart.count).toBe(1);
  });

  it('prices each line and the total from the creators\' prices, unpriced formats aside', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    const { cart } = world.stores;
    await cart.add(ana);
    await cart.add(bia);
    await cart.setQuantity(ana.id, 'stories', 2);
    await cart.setQuantity(ana.id, 'feed', 1);
    await cart.setQuantity(bia.id, 'tiktok', 1);
    expect(cart.lines.map((line) => line.subtotal)).toEqual([2 * 10_000 + 25_000, 20_000]);
    expect(cart.total).toBe(65_000);
    expect(cart.hasUnpricedItems).toBe(true);
  });

  it('never lets a delivery drop to nothing: removing is explicit', async () => {
    const { cart } = aTestWorld({ creators: [ana] }).stores;
    await cart.add(ana);
    await cart.setQuantity(ana.id, 'stories', 0);
    expect(cart.deliveries).toEqual([{ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 }]);
  });

  it('loads the cards of a selection made before a reload', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    world.selection.save([{ id: bia.id, name: bia.name, image: null }]);
    const cart = aNewCartStore(world);
    expect(cart.lines[0]?.name).toBe(bia.name);
    await cart.enter();
    expect(cart.lines[0]?.card?.prices).toEqual(bia.prices);
  });

  it('merges the local selection into the server cart on sign-in, then clears it', async () => {
    const world = aTestWorld({ creators: [ana, bia, caio] });
    const { cart } = world.stores;
    await cart.add(ana);
    await cart.setQuantity(ana.id, 'feed', 2);
    await signedInBrand(world);
    await cart.sync();
    expect(cart.isOnServer).toBe(true);
    expect(cart.deliveries).toEqual([{ creatorId: ana.id, stories: 1, feed: 2, tiktok: 0 }]);
    expect(world.selection.read()).toEqual([]);
    expect(cart.count).toBe(1);
  });

  it("shows a brand's server cart when first used after the sign-in (stores are built on first use)", async () => {
    const world = aTestWorld({ creators: [ana] });
    world.selection.save([{ id: ana.id, name: ana.name, image: null }]);
    await signedInBrand(world);
    const { cart } = world.stores;
    await settled();
    expect(cart.isOnServer).toBe(true);
    expect(cart.deliveries).toEqual([{ creatorId: ana.id, stories: 1, feed: 0, tiktok: 0 }]);
    expect(world.selection.read()).toEqual([]);
  });

  it('adds, changes and removes on the server once signed in', async () => {
    const world = aTestWorld({ creators: [ana, bia] });
    const { cart } = world.stores;
    await signedInBrand(world);
    await cart.sync();
    expect(await cart.add(bia)).toBeNull();
    await cart.setQuantity(bia.id, 'tiktok', 3);
    const brandId = world.stores.session.user?.externalId ?? '';
    expect((await world.carts.get(brandId)).creators).toEqual([{ creatorId: bia.id, stories: 1, feed: 0, tiktok: 3 }]);
    await cart.remove(bia.id);
    expect((await world.carts.get(brandId)).creators).toEqual([]);
    expect(cart.count).toBe(0);
  });

  it('answers and keeps the server\'s error in pt-BR', async () => {
    const world = aTestWorld({ creators: [ana] });
    const { cart } = world.stores;
    await signedInBrand(world);
    await cart.sync();
    world.session.signOut();
    const error = await cart.add(ana);
    expect(error).toMatch(/./);
    expect(cart.error).toBe(error);
    expect(cart.has(ana.id)).toBe(false);
  });

  it('goes back to the local selection on sign-out', async () => {
    const world = aTestWorld({ creators: [ana] });
    const { cart } = world.stores;
    await signedInBrand(world);
    await cart.sync();
    await cart.add(ana);
    await world.stores.session.signOut();
    await settled();
    expect(cart.isOnServer).toBe(false);
    expect(cart.count).toBe(0);
  });
});

/** The cart store of a second page load over the same storage (it reads the selection when built). */
function aNewCartStore(world: TestWorld): CartStore {
  const { container } = world;
  const uc = USE_CASE_TOKENS;
  return new CartStore(
    container.get(uc.SelectedCreators), container.get(uc.LoadCart), container.get(uc.ReplaceCart),
    container.get(uc.SetCartDelivery), container.get(uc.SearchCreators), container.get(STORE_TOKENS.Session),
  );
}
