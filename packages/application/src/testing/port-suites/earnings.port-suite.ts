import { describe, expect, it } from 'vitest';
import type { CreatorProfilePort } from '../../ports/creator-profile.port.js';
import type { EarningsPort } from '../../ports/earnings.port.js';
import { aPaidContract, type DeliverySuiteWorld } from './delivery.port-suite.js';
import { creatorIdOf, expectRefusal, type PortSuite } from './port-suite-world.js';

/** What the earnings' scenarios need: the adapter, the deliveries' world, and the creator's profile for bank data. */
export interface EarningsSuiteWorld extends DeliverySuiteWorld {
  readonly earnings: EarningsPort;
  readonly profiles: CreatorProfilePort;
}

/** {@link EarningsPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const earningsPortSuite: PortSuite<EarningsSuiteWorld> = (world) => {
  describe('EarningsPort', () => {
    it('holds a paid contract\'s amount until the brand approves, then makes it available', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await aPaidContract(w, brand, ana, 200_000);
      expect((await w.earnings.earnings()).contracts.find((row) => row.contractId === contract.id)).toMatchObject({ amountCentavos: 200_000, heldCentavos: 200_000, availableCentavos: 0 });
      await w.deliveries.deliver({ projectId: contract.projectId, creatorId: creatorIdOf(ana), links: ['https://exemplo.com.br/post'], fileIds: [], note: '' });
      w.actAs(brand);
      await w.deliveries.approve(contract.id);
      w.actAs(ana);
      const earnings = await w.earnings.earnings();
      expect(earnings).toMatchObject({ creatorId: creatorIdOf(ana), totals: { heldCentavos: 0, availableCentavos: 200_000 } });
      expect(earnings.contracts.find((row) => row.contractId === contract.id)).toMatchObject({ availableCentavos: 200_000, heldCentavos: 0, brandName: 'Café Recife' });
    });

    it('refuses a payout without bank data or a Pix key, then with nothing available, and shows where payouts go', async () => {
      const w = world();
      await w.signUp('creator', 'Ana Souza');
      expect((await w.earnings.earnings()).destination).toBeNull();
      await expectRefusal(w.earnings.requestPayout(), 'PAYOUT.NO_DESTINATION', 'Cadastre seus dados bancários ou uma chave Pix para receber os saques.');
      await w.profiles.setBankAccount({ accountType: 'corrente', pixKey: 'ana@exemplo.com.br', account: '12345-1', agency: '1234', bankCode: '260', ownerName: 'Ana Souza', ownerDocument: '529.982.247-25' });
      expect((await w.earnings.earnings()).destination).toEqual({ kind: 'pix', label: 'Chave Pix a***@exemplo.com.br' });
      await expectRefusal(w.earnings.requestPayout(), 'PAYOUT.NOTHING_AVAILABLE', 'Não há valor disponível para sacar agora.');
    });
  });
};
