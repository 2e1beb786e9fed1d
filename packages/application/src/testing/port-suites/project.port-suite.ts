import { describe, expect, it } from 'vitest';
import type { ProjectPort } from '../../ports/project.port.js';
import { aProjectWizard, type MarketplaceWorld } from './marketplace-world.js';
import { creatorIdOf, expectRefusal, type PortSuite } from './port-suite-world.js';

/** What the projects' scenarios need: the adapter and the marketplace's set-up. */
export interface ProjectSuiteWorld extends MarketplaceWorld {
  readonly projects: ProjectPort;
}

const NOT_FOUND = 'Projeto não encontrado.';

/** {@link ProjectPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const projectPortSuite: PortSuite<ProjectSuiteWorld> = (world) => {
  describe('ProjectPort', () => {
    it('saves a draft, publishes it and prices it in centavos: creators, options and the total', async () => {
      const w = world();
      const ana = creatorIdOf(await w.aPricedCreator('Ana Souza', { stories: 35_000, feed: 0, tiktok: 0 }));
      const brand = await w.signUp('brand', 'Café Recife');
      const draft = await w.projects.saveDraft(aProjectWizard([ana]));
      expect(draft).toMatchObject({ status: 'Draft', wizard: { projectName: 'Lançamento São João', amountCentavos: 500_000 } });
      expect(draft.creators.map((line) => [line.creator.name, line.amountCentavos])).toEqual([['Ana Souza', 70_000]]);

      const published = await w.projects.publish(draft.wizard);
      expect(published).toMatchObject({ id: draft.id, status: 'Send briefing', allowedMoves: ['cancel'] });
      const withOption = await w.projects.addOption(draft.id, 1);
      expect(withOption.total).toEqual({ creatorsCentavos: 70_000, optionsCentavos: 30_000, totalCentavos: 100_000 });
      expect(withOption.options.map((option) => option.id)).toEqual([1]);
      expect(await w.projects.getDetails(draft.id, w.tokenOf(brand))).toEqual(withOption);
      expect((await w.projects.removeOption(draft.id, 1)).total.totalCentavos).toBe(70_000);
    });

    it("lists the brand's projects by name, accents aside, with the counts per status, a page at a time", async () => {
      const w = world();
      const ana = creatorIdOf(await w.aPricedCreator('Ana Souza', { stories: 35_000, feed: 0, tiktok: 0 }));
      await w.signUp('brand', 'Café Recife');
      const first = await w.projects.publish(aProjectWizard([ana], { projectName: 'São João 1' }));
      const second = await w.projects.saveDraft(aProjectWizard([ana], { projectName: 'São João 2' }));
      await w.projects.saveDraft(aProjectWizard([ana], { projectName: 'Natal' }));
      const page = await w.projects.list({ name: 'sao joao', status: null, page: 1, limit: 1 });
      expect(page).toMatchObject({ total: 2, page: 1, limit: 1, counts: { all: 2, Draft: 1, 'Send briefing': 1 } });
      expect(page.projects).toHaveLength(1);
      const next = await w.projects.list({ name: 'sao joao', status: null, page: 2, limit: 1 });
      expect([...page.projects, ...next.projects].map((project) => project.id).sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
      expect(await w.projects.list({ name: 'sao joao', status: 'Send briefing' })).toMatchObject({ total: 1, projects: [{ id: first.id, budgetCentavos: 500_000, creatorCount: 1 }] });
    });

    it("keeps a project to its brand: another brand is told it does not exist", async () => {
      const w = world();
      const ana = creatorIdOf(await w.aPricedCreator('Ana Souza', { stories: 35_000, feed: 0, tiktok: 0 }));
      await w.signUp('brand', 'Café Recife');
      const draft = await w.projects.saveDraft(aProjectWizard([ana]));
      const other = await w.signUp('brand', 'Loja Vizinha');
      await expectRefusal(w.projects.getDetails(draft.id, w.tokenOf(other)), 'PROJECT.NOT_FOUND', NOT_FOUND);
      await expectRefusal(w.projects.addOption(draft.id, 1), 'PROJECT.NOT_FOUND', NOT_FOUND);
      await expectRefusal(w.projects.exportProject(draft.id, 'csv'), 'PROJECT.NOT_FOUND', NOT_FOUND);
      expect((await w.projects.list({})).total).toBe(0);
    });

    it('refuses projects to a creator: they are a brand\'s area', async () => {
      const w = world();
      await w.signUp('creator', 'Ana Souza');
      await expectRefusal(w.projects.list({}), 'BRAND.ONLY', 'Esta área é só para contas de marca.');
    });

    it('refuses a wizard that cannot be published beside its fields, and getDetails without an id or token', async () => {
      const w = world();
      const ana = creatorIdOf(await w.aPricedCreator('Ana Souza', { stories: 35_000, feed: 0, tiktok: 0 }));
      await w.signUp('brand', 'Café Recife');
      await expect(w.projects.publish(aProjectWizard([ana], { amountCentavos: 0 }))).rejects.toMatchObject({
        code: 'REQUEST.INVALID', fields: { 'step1.amount': 'Informe um orçamento maior que zero.' },
      });
      await expectRefusal(w.projects.getDetails(0, 'token'), 'PROJECT.ID_AND_TOKEN_REQUIRED', 'id e token são obrigatórios');
      expect((await w.projects.list({})).total).toBe(0);
    });

    it('moves a project by its life: a published one is no draft, a cancelled one takes no change', async () => {
      const w = world();
      const ana = creatorIdOf(await w.aPricedCreator('Ana Souza', { stories: 35_000, feed: 0, tiktok: 0 }));
      await w.signUp('brand', 'Café Recife');
      const published = await w.projects.publish(aProjectWizard([ana]));
      await expectRefusal(w.projects.saveDraft(published.wizard), 'PROJECT.NOT_DRAFT', 'Este projeto já foi publicado: edite-o pela página do projeto.');
      await expectRefusal(w.projects.move(published.id, 'publish'), 'PROJECT.MOVE_NOT_ALLOWED', 'Esta mudança de status não é possível para o projeto agora.');
      expect(await w.projects.move(published.id, 'cancel')).toMatchObject({ status: 'Cancelled', allowedMoves: [] });
      await expectRefusal(w.projects.addOption(published.id, 1), 'PROJECT.CLOSED', 'Este projeto foi encerrado e não pode mais ser alterado.');
    });

    it('refuses a creator who does not exist and a published project without creators', async () => {
      const w = world();
      const ana = creatorIdOf(await w.aPricedCreator('Ana Souza', { stories: 35_000, feed: 0, tiktok: 0 }));
      await w.signUp('brand', 'Café Recife');
      const published = await w.projects.publish(aProjectWizard([ana]));
      await expect(w.projects.insertCreators(published.id, [{ creatorId: 2_000_000, stories: 1, feed: 0, tiktok: 0 }])).rejects.toMatchObject({
        code: 'PROJECT.CREATOR_NOT_FOUND', message: 'Um dos criadores não existe ou não está mais ativo.',
      });
      await expect(w.projects.removeCreators(published.id, [ana])).rejects.toMatchObject({ code: 'REQUEST.INVALID' });
      expect((await w.projects.getDetails(published.id, 'token-que-nao-importa')).creators).toHaveLength(1);
    });

    it('lists the project types and the options priced per creator', async () => {
      const w = world();
      await w.signUp('creator', 'Ana Souza');
      expect((await w.projects.listTypes()).map((type) => type.label)).toEqual(['Publi paga', 'Permuta', 'UGC', 'Evento']);
      expect((await w.projects.listOptions())[0]).toMatchObject({ id: 1, priceCentavos: 30_000 });
    });
  });
};
