import { aProjectBody, insertCreator, startTestApp } from '@publi/server/testing';
import type { ProjectWizard } from '@publi/application';
import { aProjectWizard, projectPortSuite } from '@publi/application/testing';
import { describe, expect, it } from 'vitest';
import { AxiosProjectAdapter } from './axios-project.adapter.js';
import { useLiveApi } from './live-api.builder.js';
import { liveMarketplace } from './live-marketplace.builder.js';

const api = useLiveApi(startTestApp);
const projects = new AxiosProjectAdapter(api.client);
const aBrand = () => api.signUpAccount('brand', 'Marca');

// The suite's wizard, with the briefing the server's own tests publish.
function aWizard(creatorId: number): ProjectWizard {
  const body = aProjectBody(creatorId) as { step2: ProjectWizard['briefing'] };
  return aProjectWizard([creatorId], { briefing: body.step2 });
}

// The projects' scenarios are the port suite's, which the in-memory adapter passes too; below,
// what only the server has: the real export files and their names.
projectPortSuite(() => ({ ...liveMarketplace(api), projects }));

describe('AxiosProjectAdapter against the server', () => {
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
});
