import { aProjectBody, insertCreator, startTestApp } from '@publi/server/testing';
import type { ProjectWizard } from '@publi/application';
import { describe, expect, it } from 'vitest';
import { AxiosProjectAdapter } from './axios-project.adapter.js';
import { useLiveApi } from './live-api.builder.js';

const api = useLiveApi(startTestApp);
const projects = new AxiosProjectAdapter(api.client);
const aBrand = () => api.signUpAccount('brand', 'Marca');

function aWizard(creatorId: number): ProjectWizard {
  const body = aProjectBody(creatorId) as { step2: ProjectWizard['briefing'] };
  return {
    id: null,
    step: 2,
    projectName: 'Lançamento São João',
    image: null,
    projectType: 'paid',
    amountCentavos: 500_000,
    creators: [{ creatorId, stories: 2, feed: 0, tiktok: 0 }],
    briefing: body.step2,
    references: [{ kind: 'link', url: 'https://www.caferecife.com.br', name: null }],
  };
}

describe('AxiosProjectAdapter against the server', () => {
  it('saves a draft, publishes it and reads it back in domain names, money in centavos', async () => {
    const brand = await aBrand();
    const ana = await insertCreator(api.testApp.db, { name: 'Ana', priceStories: 35_000 });
    const draft = await projects.saveDraft(aWizard(ana.creatorId));
    expect(draft).toMatchObject({ status: 'Draft', wizard: { projectName: 'Lançamento São João', amountCentavos: 500_000 } });
    expect(draft.creators.map((creator) => [creator.creator.name, creator.amountCentavos])).toEqual([['Ana', 70_000]]);

    const published = await projects.publish(draft.wizard);
    expect(published).toMatchObject({ id: draft.id, status: 'Send briefing', allowedMoves: ['cancel'] });
    const withOption = await projects.addOption(draft.id, 1);
    expect(withOption.total).toEqual({ creatorsCentavos: 70_000, optionsCentavos: 30_000, totalCentavos: 100_000 });
    expect(await projects.getDetails(draft.id, brand.idToken)).toEqual(withOption);

    const page = await projects.list({ name: 'sao joao' });
    expect(page).toMatchObject({ total: 1, counts: { all: 1, 'Send briefing': 1 }, projects: [{ id: draft.id, budgetCentavos: 500_000 }] });
    expect((await projects.listOptions())[0]).toMatchObject({ id: 1, priceCentavos: 30_000 });
    expect((await projects.listTypes()).map((type) => type.label)).toEqual(['Publi paga', 'Permuta', 'UGC', 'Evento']);
  });

  it('downloads both exports with their names, and reads a refusal as an error', async () => {
    await aBrand();
    const ana = await insertCreator(api.testApp.db);
    const draft = await projects.saveDraft(aWizard(ana.creatorId));
    const csv = await projects.exportProject(draft.id, 'csv');
    expect(csv).toMatchObject({ fileName: 'Lançamento São João.csv', mediaType: 'text/csv; charset=utf-8' });
    expect(new TextDecoder().decode(csv.bytes)).toContain('Lançamento São João;Rascunho');
    const xlsx = await projects.exportProject(draft.id, 'xlsx');
    expect([...xlsx.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip, as every .xlsx is

    await aBrand();
    await expect(projects.exportProject(draft.id, 'csv')).rejects.toMatchObject({ code: 'PROJECT.NOT_FOUND', message: 'Projeto não encontrado.' });
  });

  it('refuses to look a project up without the id and the token, before any request', async () => {
    await expect(projects.getDetails(0, 'token')).rejects.toMatchObject({ code: 'PROJECT.ID_AND_TOKEN_REQUIRED', message: 'id e token são obrigatórios' });
    await expect(projects.getDetails(1, ' ')).rejects.toMatchObject({ code: 'PROJECT.ID_AND_TOKEN_REQUIRED' });
  });

  it('keeps the server’s field messages of a wizard that cannot be published', async () => {
    await aBrand();
    const ana = await insertCreator(api.testApp.db);
    const incomplete = { ...aWizard(ana.creatorId), amountCentavos: 0 };
    await expect(projects.publish(incomplete)).rejects.toMatchObject({ code: 'REQUEST.INVALID', fields: { 'step1.amount': 'Informe um orçamento maior que zero.' } });
  });
});
