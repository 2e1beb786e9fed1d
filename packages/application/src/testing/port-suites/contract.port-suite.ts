import { describe, expect, it } from 'vitest';
import { aPendingDeal, aProposalTo, type ContractSuiteWorld } from './contract-world.js';
import { creatorIdOf, expectRefusal, type PortSuite } from './port-suite-world.js';

const NOT_FOUND = 'Contrato não encontrado.';

/** {@link ContractPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const contractPortSuite: PortSuite<ContractSuiteWorld> = (world) => {
  describe('ContractPort', () => {
    it("negotiates: the brand proposes, the creator's agent counters, the brand accepts the counter", async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const agent = await w.aLinkedAgent(ana);
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana]);
      const [proposed] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] });
      const id = proposed?.id ?? 0;

      w.actAs(agent);
      expect((await w.contracts.listOfCreator(creatorIdOf(ana))).map((job) => [job.id, job.status])).toEqual([[id, 'pending']]);
      const countered = await w.contracts.move(id, { kind: 'counter', amountCentavos: 170_000, deadline: '2099-02-03', message: 'Com um story a mais.' });
      expect(countered).toMatchObject({ status: 'counter_offer', counter: { amountCentavos: 170_000, deadline: '2099-02-03', message: 'Com um story a mais.' } });

      w.actAs(brand);
      const agreed = await w.contracts.move(id, { kind: 'accept' });
      expect(agreed).toMatchObject({ status: 'accepted', terms: { amountCentavos: 170_000, deadline: '2099-02-03' } });
      expect(agreed.agreedAt).not.toBeNull();
      expect(await w.contracts.get(id)).toMatchObject({ id, status: 'accepted' });
      expect((await w.contracts.listOfProject(projectId)).map((job) => job.status)).toEqual(['accepted']);
    });

    it('tells a party the contract changed under them', async () => {
      const w = world();
      const { ana, id } = await aPendingDeal(w);
      expect(await w.contracts.move(id, { kind: 'cancel', reason: 'Mudamos o plano.' })).toMatchObject({ status: 'cancelled', answers: [] });
      w.actAs(ana);
      await expectRefusal(w.contracts.move(id, { kind: 'accept' }), 'CONTRACT.STATE_CHANGED', 'Não foi possível aceitar a proposta: o contrato foi cancelado.');
    });

    it('lets the creator reject with a reason, after which nobody has a move', async () => {
      const w = world();
      const { ana, brand, id } = await aPendingDeal(w);
      w.actAs(ana);
      expect((await w.contracts.get(id)).answers).toEqual(['accept', 'reject', 'counter']);
      expect(await w.contracts.move(id, { kind: 'reject', reason: 'Agenda cheia.' })).toMatchObject({ status: 'rejected', reason: 'Agenda cheia.', answers: [] });
      w.actAs(brand);
      expect(await w.contracts.get(id)).toMatchObject({ status: 'rejected', reason: 'Agenda cheia.', answers: [] });
    });

    it('shows a contract only to its parties', async () => {
      const w = world();
      const { id } = await aPendingDeal(w);
      await w.signUp('brand', 'Loja Vizinha');
      await expectRefusal(w.contracts.get(id), 'CONTRACT.NOT_FOUND', NOT_FOUND);
      await expectRefusal(w.contracts.move(id, { kind: 'cancel', reason: '' }), 'CONTRACT.NOT_FOUND', NOT_FOUND);
      expect(await w.contracts.list({ page: 1, limit: 20 })).toMatchObject({ total: 0, contracts: [] });
      await w.signUp('creator', 'Bia Lima');
      await expectRefusal(w.contracts.get(id), 'CONTRACT.NOT_FOUND', NOT_FOUND);
    });

    it("pages the signed-in person's contracts and finds them by project or creator name, accents aside", async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const bia = await w.signUp('creator', 'Bia Lima');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana, bia], 'Verão Nordestino');
      await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana)), aProposalTo(creatorIdOf(bia))] });
      const first = await w.contracts.list({ page: 1, limit: 1 });
      const second = await w.contracts.list({ page: 2, limit: 1 });
      expect([first.total, first.contracts.length, second.contracts.length]).toEqual([2, 1, 1]);
      expect(new Set([...first.contracts, ...second.contracts].map((job) => job.creator.name))).toEqual(new Set(['Ana Souza', 'Bia Lima']));
      expect((await w.contracts.list({ page: 1, limit: 20, text: 'verao' })).total).toBe(2);
      expect((await w.contracts.list({ page: 1, limit: 20, text: 'bia' })).contracts.map((job) => job.creator.name)).toEqual(['Bia Lima']);
    });
  });
};
