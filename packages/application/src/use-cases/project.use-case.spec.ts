import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../in-memory/in-memory-clock.adapter.js';
import { InMemoryLogger } from '../in-memory/in-memory-logger.adapter.js';
import { InMemoryProjectAdapter } from '../in-memory/in-memory-project.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { InMemoryTokenStore } from '../in-memory/in-memory-token-store.adapter.js';
import { fakeJwt } from '../in-memory/fake-jwt.js';
import { GetProjectUseCase } from './get-project.use-case.js';
import type { ProjectListFilter } from '../model/project.model.js';
import { ListProjectsUseCase } from './list-projects.use-case.js';
import { ProjectWizardUseCase, emptyProjectDraft } from './project-wizard.use-case.js';

function aBrand() {
  const session = new InMemorySession();
  session.signInAs('brand-1');
  const clock = new InMemoryClock();
  const tokens = new InMemoryTokenStore(clock);
  tokens.save(fakeJwt({ user_id: 'brand-1', exp: clock.nowSeconds() + 60 }));
  const projects = new InMemoryProjectAdapter(session);
  return { session, tokens, projects, wizard: new ProjectWizardUseCase(projects), logger: new InMemoryLogger() };
}

describe('ProjectWizardUseCase', () => {
  it('moves through numeric steps from 0, saving the draft with an id', async () => {
    const { wizard } = aBrand();
    const first = await wizard.next({ ...emptyProjectDraft(), projectName: 'Verão' });
    expect(first).toMatchObject({ step: 1, projectName: 'Verão' });
    expect(first.id).not.toBeNull();
    const back = await wizard.back(await wizard.back(first));
    expect(back).toMatchObject({ step: 0, id: first.id });
    let last = back;
    for (let i = 0; i < 6; i++) last = await wizard.next(last);
    expect(last.step).toBe(3);
  });

  it('creates the project in Send briefing with the chosen creators', async () => {
    const { wizard } = aBrand();
    const draft = { ...emptyProjectDraft(), projectName: 'Verão', step1: { amountCentavos: 500_000, creatorIds: [3, 4] } };
    await expect(wizard.finish(draft)).resolves.toMatchObject({ name: 'Verão', status: 'Send briefing', creatorIds: [3, 4] });
  });

  it('refuses to create a project without a name', async () => {
    await expect(aBrand().wizard.finish(emptyProjectDraft())).rejects.toMatchObject({ code: 'PROJECT.NAME_REQUIRED' });
  });
});

describe('GetProjectUseCase', () => {
  it('finds the project with the kept token', async () => {
    const { wizard, projects, tokens } = aBrand();
    const project = await wizard.finish({ ...emptyProjectDraft(), projectName: 'Verão' });
    await expect(new GetProjectUseCase(projects, tokens).execute(project.id)).resolves.toEqual(project);
  });

  it("fails with 'id e token são obrigatórios' without an id or a token", async () => {
    const { projects, tokens } = aBrand();
    const get = new GetProjectUseCase(projects, tokens);
    const required = { code: 'PROJECT.ID_AND_TOKEN_REQUIRED', message: 'id e token são obrigatórios' };
    await expect(get.execute(undefined)).rejects.toMatchObject(required);
    tokens.clear();
    await expect(get.execute(1)).rejects.toMatchObject(required);
  });

  it("rethrows the server's error for another brand's project", async () => {
    const { wizard, projects, tokens, session } = aBrand();
    const project = await wizard.finish({ ...emptyProjectDraft(), projectName: 'Verão' });
    session.signInAs('brand-2');
    await expect(new GetProjectUseCase(projects, tokens).execute(project.id)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
  });
});

describe('ListProjectsUseCase', () => {
  it("lists every status by default ('Todos'), sending no status", async () => {
    const { wizard, projects, logger } = aBrand();
    await wizard.finish({ ...emptyProjectDraft(), projectName: 'Verão' });
    const asked: ProjectListFilter[] = [];
    const list = projects.list.bind(projects);
    projects.list = (filter) => {
      asked.push(filter);
      return list(filter);
    };
    await new ListProjectsUseCase(projects, logger).execute();
    await new ListProjectsUseCase(projects, logger).execute({ name: ' verao ' });
    expect(asked).toEqual([{}, { name: 'verao' }]);
  });

  it('filters by name ignoring accents, and by a chosen status', async () => {
    const { wizard, projects, logger } = aBrand();
    await wizard.finish({ ...emptyProjectDraft(), projectName: 'Campanha de Verão' });
    await wizard.finish({ ...emptyProjectDraft(), projectName: 'Inverno' });
    const list = new ListProjectsUseCase(projects, logger);
    expect((await list.execute({ name: 'verao' })).map((p) => p.name)).toEqual(['Campanha de Verão']);
    expect(await list.execute({ status: 'Completed' })).toEqual([]);
  });

  it('logs a failure and lists nothing', async () => {
    const { projects, logger, session } = aBrand();
    session.signOut();
    await expect(new ListProjectsUseCase(projects, logger).execute()).resolves.toEqual([]);
    expect(logger.errors[0]?.cause).toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
  });
});
