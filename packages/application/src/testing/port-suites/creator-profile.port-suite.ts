import { describe, expect, it } from 'vitest';
import type { CreatorProfilePort } from '../../ports/creator-profile.port.js';
import { creatorIdOf, expectRefusal, type PortSuite, type PortSuiteWorld } from './port-suite-world.js';

/** What the creator profile's scenarios need: the adapter and people. */
export interface CreatorProfileSuiteWorld extends PortSuiteWorld {
  readonly profiles: CreatorProfilePort;
}

/** {@link CreatorProfilePort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const creatorProfilePortSuite: PortSuite<CreatorProfileSuiteWorld> = (world) => {
  describe('CreatorProfilePort', () => {
    it("edits a creator's networks and prices, shown on the own, the by-id and the by-slug profile alike", async () => {
      const w = world();
      const malu = await w.signUp('creator', 'Malu Freitas');
      const networks = await w.profiles.setSocialNetworks([{ name: 'tiktok', username: '@malu', followers: 5000, engagement: 4.5, link: 'https://www.tiktok.com/@malu' }]);
      expect(networks).toEqual([{ name: 'tiktok', username: 'malu', link: 'https://www.tiktok.com/@malu', followers: 5000, engagement: 4.5 }]);
      const own = await w.profiles.setJobPrices({ stories: 10_000, feed: 35_050, tiktok: 0 });
      // The card's audience is the networks' stated followers and engagement.
      expect(own).toMatchObject({ id: creatorIdOf(malu), name: 'Malu Freitas', prices: { stories: 10_000, feed: 35_050, tiktok: 0 }, followers: 5000, engagement: 4.5, creatorAgentId: null });
      expect(own.socialNetworks).toEqual(networks);
      expect(await w.profiles.getOwnDetails()).toEqual(own);
      w.actAs(null);
      expect(await w.profiles.getDetailsById(own.id)).toEqual(own);
      expect(await w.profiles.getDetailsBySlug(own.slug)).toEqual(own);
    });

    it('keeps the bank account of a creator, the Pix key trimmed and classified', async () => {
      const w = world();
      await w.signUp('creator', 'Rita Lopes');
      expect(await w.profiles.getBankAccount()).toBeNull();
      const saved = await w.profiles.setBankAccount({
        accountType: 'poupanca', pixKey: ' rita@exemplo.com.br ', account: '98765-0', agency: '0001', bankCode: '341', ownerName: 'Rita Lopes', ownerDocument: '529.982.247-25',
      });
      expect(saved).toEqual({
        bankName: expect.stringMatching(/ita[uú]/i) as unknown, accountType: 'poupanca', pixKey: 'rita@exemplo.com.br', pixKeyType: 'email',
        account: '98765-0', agency: '0001', bankCode: '341', ownerName: 'Rita Lopes', ownerDocument: '52998224725',
      });
      expect(await w.profiles.getBankAccount()).toEqual(saved);
    });

    it("refuses a brand's own-profile calls and a price past the limit, beside its field", async () => {
      const w = world();
      await w.signUp('brand', 'Marca X');
      await expectRefusal(w.profiles.setJobPrices({ stories: 100, feed: 100, tiktok: 100 }), 'CREATOR.ONLY', 'Esta área é só para contas de criador.');
      await expectRefusal(w.profiles.getOwnDetails(), 'CREATOR.ONLY', 'Esta área é só para contas de criador.');
      await w.signUp('creator', 'Davi Melo');
      await expect(w.profiles.setJobPrices({ stories: 100_000_001, feed: 100, tiktok: 100 })).rejects.toMatchObject({
        code: 'REQUEST.INVALID',
        fields: { stories: 'O preço dos stories deve ser um valor em reais com duas casas decimais, de 0.00 a 1000000.00, como 350.00.' },
      });
      expect((await w.profiles.getOwnDetails()).prices).toEqual({ stories: 0, feed: 0, tiktok: 0 });
    });

    it('answers CREATOR.NOT_FOUND for an unknown id or slug, and AUTH.TOKEN_MISSING for the own calls without a token', async () => {
      const w = world();
      w.actAs(null);
      await expectRefusal(w.profiles.getDetailsById(2_000_000), 'CREATOR.NOT_FOUND', 'Criador não encontrado.');
      await expectRefusal(w.profiles.getDetailsBySlug('ninguem-aqui'), 'CREATOR.NOT_FOUND', 'Criador não encontrado.');
      await expectRefusal(w.profiles.getBankAccount(), 'AUTH.TOKEN_MISSING', 'Entre na sua conta para continuar.');
    });
  });
};
