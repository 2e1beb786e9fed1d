import { describe, expect, it } from 'vitest';
import type { CartPort } from '../../ports/cart.port.js';
import { creatorIdOf, expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the cart's scenarios need: the adapter, and people (creators are the cart's lines). */
export interface CartSuiteWorld extends PortSuiteWorld {
  readonly carts: CartPort;
}

/** {@link CartPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const cartPortSuite: PortSuite<CartSuiteWorld> = (world) => {
  describe('CartPort', () => {
    it('creates an empty cart, sets one delivery per creator and replaces the whole cart', async () => {
      const w = world();
      const ana = creatorIdOf(await w.signUp('creator', 'Ana Souza'));
      const bia = creatorIdOf(await w.signUp('creator', 'Bia Lima'));
      const brand = await w.signUp('brand', 'Café Recife');
      expect(await w.carts.create(brand.externalId)).toEqual({ userId: brand.externalId, creators: [] });

      await w.carts.setDelivery({ creatorId: ana, stories: 1, feed: 0, tiktok: 0 });
      const again = await w.carts.setDelivery({ creatorId: ana, stories: 2, feed: 0, tiktok: 1 });
      expect(again.creators).toEqual([{ creatorId: ana, stories: 2, feed: 0, tiktok: 1 }]);

      const replaced = await w.carts.replace([
        { creatorId: bia, stories: 0, feed: 1, tiktok: 0 },
        { creatorId: ana, stories: 1, feed: 1, tiktok: 1 },
      ]);
      expect(replaced.creators.map((delivery) => delivery.creatorId)).toEqual([bia, ana]);
      expect(await w.carts.get(brand.externalId)).toEqual(replaced);
      // Creating it again keeps what it holds.
      expect(await w.carts.create(brand.externalId)).toEqual(replaced);
    });

    it('refuses to read a cart before it exists, or without a user id', async () => {
      const w = world();
      const brand = await w.signUp('brand', 'Café Recife');
      await expectRefusal(w.carts.get(brand.externalId), 'CART.NOT_FOUND', 'Carrinho não encontrado.');
      await expect(w.carts.create(' ')).rejects.toMatchObject({ code: 'CART.USER_ID_REQUIRED', message: 'Informe o user_id.', fields: { user_id: 'Informe o user_id.' } });
    });

    it("keeps each brand to its own cart", async () => {
      const w = world();
      const brand = await w.signUp('brand', 'Café Recife');
      await w.carts.create(brand.externalId);
      await w.signUp('brand', 'Loja Vizinha');
      const mismatch = 'O external_id não corresponde à conta conectada.';
      await expectRefusal(w.carts.get(brand.externalId), 'USER.EXTERNAL_ID_MISMATCH', mismatch);
      await expectRefusal(w.carts.create(brand.externalId), 'USER.EXTERNAL_ID_MISMATCH', mismatch);
      w.actAs(null);
      await expectRefusal(w.carts.get(brand.externalId), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
    });

    it('refuses a creator who does not exist, naming the line of the form', async () => {
      const w = world();
      const ana = creatorIdOf(await w.signUp('creator', 'Ana Souza'));
      const brand = await w.signUp('brand', 'Café Recife');
      await w.carts.create(brand.externalId);
      const gone = 'Este criador não existe ou não está mais ativo.';
      await expect(w.carts.setDelivery({ creatorId: 2_000_000, stories: 1, feed: 0, tiktok: 0 })).rejects.toMatchObject({
        code: 'CART.CREATOR_NOT_FOUND',
        message: 'Um dos criadores do carrinho não existe ou não está mais ativo.',
        fields: { 'creators.creator_id': gone },
      });
      const list = [{ creatorId: ana, stories: 1, feed: 0, tiktok: 0 }, { creatorId: 2_000_000, stories: 1, feed: 0, tiktok: 0 }];
      await expect(w.carts.replace(list)).rejects.toMatchObject({ code: 'CART.CREATOR_NOT_FOUND', fields: { 'creators.1.creator_id': gone } });
      expect((await w.carts.get(brand.externalId)).creators).toEqual([]);
    });
  });
};
