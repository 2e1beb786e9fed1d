import { describe, expect, it } from 'vitest';
import type { Contract } from '../../model/contract.model.js';
import type { DeliveryPort } from '../../ports/delivery.port.js';
import { anAcceptedContract, type PaymentSuiteWorld } from './payment-world.js';
import { creatorIdOf, expectRefusal, type PortSuite, type SuitePerson } from './port-suite-world.js';

/** What the deliveries' scenarios need: the adapter, the money's world to pay a contract, and sample files. */
export interface DeliverySuiteWorld extends PaymentSuiteWorld {
  readonly deliveries: DeliveryPort;
  /** A file whose bytes are of `type`. */
  sample(type: 'image/png' | 'application/pdf'): Uint8Array;
}

/** A contract `creator` accepted and `brand` paid by Pix, settled; leaves the world acting as the creator. */
export async function aPaidContract(w: PaymentSuiteWorld, brand: SuitePerson, creator: SuitePerson, amountCentavos = 200_000): Promise<Contract> {
  const contract = await anAcceptedContract(w, brand, creator, amountCentavos);
  const pix = await w.payments.pay({ contractIds: [contract.id], method: 'pix' });
  await w.checkout.simulatePix(pix.pix?.txid ?? '');
  await w.settled();
  w.actAs(creator);
  return contract;
}

/** {@link DeliveryPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const deliveryPortSuite: PortSuite<DeliverySuiteWorld> = (world) => {
  describe('DeliveryPort', () => {
    it('takes files with their progress, a delivery, a request for changes, a second delivery and the approval', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await aPaidContract(w, brand, ana);
      const heard: number[] = [];
      const file = await w.deliveries.uploadFile(contract.id, { name: 'stories.png', type: 'image/png', bytes: w.sample('image/png') }, (percent) => heard.push(percent));
      expect(file).toMatchObject({ name: 'stories.png', contentType: 'image/png' });
      expect(heard.at(-1)).toBe(100);
      const delivery = { projectId: contract.projectId, creatorId: creatorIdOf(ana), links: ['https://exemplo.com.br/post'], fileIds: [file.id], note: 'Pronto!' };
      expect((await w.deliveries.deliver(delivery)).status).toBe('delivered');

      w.actAs(brand);
      expect(await w.deliveries.download(contract.id, file.id)).toMatchObject({ fileName: 'stories.png', mediaType: 'image/png' });
      expect((await w.deliveries.requestChanges(contract.id, 'Aumente o logo.')).status).toBe('changes_requested');
      w.actAs(ana);
      // A file goes with one delivery; the second round is links only.
      expect((await w.deliveries.deliver({ ...delivery, fileIds: [], note: 'Ajustado.' })).status).toBe('delivered');
      w.actAs(brand);
      const rounds = await w.deliveries.rounds(contract.id);
      expect(rounds).toMatchObject({ contractId: contract.id, changeRoundsLeft: 1 });
      expect(rounds.rounds.map((round) => [round.round, round.note, round.review?.kind ?? null])).toEqual([[1, 'Pronto!', 'changes_requested'], [2, 'Ajustado.', null]]);
      expect(rounds.rounds[0]).toMatchObject({ links: ['https://exemplo.com.br/post'], files: [{ id: file.id, name: 'stories.png' }], review: { comment: 'Aumente o logo.' } });
      expect((await w.deliveries.approve(contract.id)).status).toBe('approved');
    });

    it('refuses a third request for changes: two rounds is all a contract has', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const contract = await aPaidContract(w, brand, ana);
      const delivery = { projectId: contract.projectId, creatorId: creatorIdOf(ana), links: ['https://exemplo.com.br/post'], fileIds: [], note: '' };
      for (const comment of ['Aumente o logo.', 'Troque a música.']) {
        w.actAs(ana);
        await w.deliveries.deliver(delivery);
        w.actAs(brand);
        await w.deliveries.requestChanges(contract.id, comment);
      }
      w.actAs(ana);
      await w.deliveries.deliver(delivery);
      w.actAs(brand);
      expect((await w.deliveries.rounds(contract.id)).changeRoundsLeft).toBe(0);
      await expectRefusal(w.deliveries.requestChanges(contract.id, 'Mais uma.'), 'CONTRACT.CHANGE_ROUNDS_USED', 'Não foi possível pedir ajustes: os 2 pedidos de ajuste já foram usados.');
      expect((await w.deliveries.approve(contract.id)).status).toBe('approved');
    });

    it('refuses a delivery before payment, a file of a type deliveries do not take, and the files to another brand', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const accepted = await anAcceptedContract(w, brand, ana);
      w.actAs(ana);
      await expect(w.deliveries.deliver({ projectId: accepted.projectId, creatorId: creatorIdOf(ana), links: ['https://exemplo.com.br/post'], fileIds: [], note: '' })).rejects.toMatchObject({ code: 'CONTRACT.STATE_CHANGED' });
      const paid = await aPaidContract(w, brand, ana);
      await expectRefusal(w.deliveries.uploadFile(paid.id, { name: 'nota.txt', type: 'text/plain', bytes: Uint8Array.from([0x6f, 0x6c, 0xe1]) }), 'UPLOAD.TYPE_NOT_ALLOWED', 'Tipo de arquivo não aceito. Envie JPEG, PNG ou WebP (entregas: também PDF ou MP4).');
      const file = await w.deliveries.uploadFile(paid.id, { name: 'roteiro.pdf', type: 'application/pdf', bytes: w.sample('application/pdf') });
      await w.signUp('brand', 'Loja Vizinha');
      await expectRefusal(w.deliveries.download(paid.id, file.id), 'CONTRACT.NOT_FOUND', 'Contrato não encontrado.');
      await expectRefusal(w.deliveries.rounds(paid.id), 'CONTRACT.NOT_FOUND', 'Contrato não encontrado.');
    });
  });
};
