import { describe, expect, it } from 'vitest';
import { aProposalTo, type ContractSuiteWorld } from './contract-world.js';
import { creatorIdOf, expectRefusal, type PortSuite } from './port-suite-world.js';

/** {@link ProposalPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const proposalPortSuite: PortSuite<ContractSuiteWorld> = (world) => {
  describe('ProposalPort', () => {
    it('opens one pending contract per creator, in centavos, with the brand free only to cancel', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const bia = await w.signUp('creator', 'Bia Lima');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana, bia], 'Lançamento Café');
      const opened = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana)), aProposalTo(creatorIdOf(bia), { amountCentavos: 80_050, deadline: '2099-03-01', message: 'Um story?' })] });
      expect(opened.map((contract) => [contract.creator.name, contract.status, contract.terms.amountCentavos, contract.terms.deadline, contract.answers])).toEqual([
        ['Ana Souza', 'pending', 150_000, '2099-02-01', ['cancel']],
        ['Bia Lima', 'pending', 80_050, '2099-03-01', ['cancel']],
      ]);
      expect(opened[0]).toMatchObject({ projectId, projectName: 'Lançamento Café', deliverables: { stories: 2, feed: 0, tiktok: 0 }, terms: { message: 'Vamos?' }, counter: null, agreedAt: null });
    });

    it('opens none when one creator is not in the project', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const outsider = await w.signUp('creator', 'Caio Dias');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana]);
      await expectRefusal(w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana)), aProposalTo(creatorIdOf(outsider))] }), 'PROPOSAL.CREATOR_NOT_IN_PROJECT', 'Este criador não faz parte do projeto.');
      expect(await w.contracts.listOfProject(projectId)).toEqual([]);
    });

    it("refuses another brand's project", async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana]);
      await w.signUp('brand', 'Loja Vizinha');
      await expectRefusal(w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] }), 'PROJECT.NOT_FOUND', 'Projeto não encontrado.');
    });

    it('refuses a second live proposal to the same creator, and a deadline already past', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana]);
      await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] });
      await expectRefusal(w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] }), 'PROPOSAL.ALREADY_LIVE', 'Este criador já tem uma proposta ou um contrato em andamento neste projeto.');
      const other = await w.aPublishedProject(brand, [ana], 'Outro projeto');
      await expectRefusal(w.proposals.create({ projectId: other, proposals: [aProposalTo(creatorIdOf(ana), { deadline: '2020-01-01' })] }), 'PROPOSAL.DEADLINE_PAST', 'O prazo não pode ser uma data que já passou.');
    });
  });
};
