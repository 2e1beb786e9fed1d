import { BRIEFING_DATE_MESSAGES, WIZARD_MESSAGES } from '@publi/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryClock } from '../in-memory/in-memory-clock.adapter.js';
import { InMemoryProjectAdapter } from '../in-memory/in-memory-project.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import { InMemoryTokenStore } from '../in-memory/in-memory-token-store.adapter.js';
import { fakeJwt } from '../in-memory/fake-jwt.js';
import type { ProjectWizard } from '../model/project.model.js';
import { aCreatorCard } from '../testing/creator.builder.js';
import { GetProjectUseCase } from './get-project.use-case.js';
import { ListProjectsUseCase } from './list-projects.use-case.js';
import { ManageProjectUseCase } from './manage-project.use-case.js';
import { ProjectWizardUseCase, emptyProjectWizard } from './project-wizard.use-case.js';

// 2026-11-23T15:00:00Z: noon in São Paulo.
const NOW_SECONDS = 1_795_446_000;
const ANA = aCreatorCard({ id: 7, name: 'Ana', prices: { stories: 35_000, feed: 80_000, tiktok: 0 } });
const BIA = aCreatorCard({ id: 9, name: 'Bia', prices: { stories: 0, feed: 0, tiktok: 120_000 } });

function aBrand() {
  const session = new InMemorySession();
  session.signInAs('brand-1');
  const clock = new InMemoryClock(NOW_SECONDS);
  const tokens = new InMemoryTokenStore(clock);
  tokens.save(fakeJwt({ user_id: 'brand-1', exp: clock.nowSeconds() + 60 }));
  const projects = new InMemoryProjectAdapter(session, clock, [ANA, BIA]);
  return { session, tokens, projects, clock, wizard: new ProjectWizardUseCase(projects, clock), manage: new ManageProjectUseCase(projects) };
}

const READY: ProjectWizard = {
  ...emptyProjectWizard([{ creatorId: 7, stories: 2, feed: 1, tiktok: 0 }]),
  projectName: 'Verão',
  projectType: 'paid',
  amountCentavos: 500_000,
  briefing: { humor: ['Divertido'], mission: 'Lançar o café.', creator: '', startDate: '2026-11-23', endDate: '2026-12-01' },
};

describe('ProjectWizardUseCase', () => {
  it('takes today as the day in São Paulo', () => {
    expect(aBrand().wizard.today()).toBe('2026-11-23');
  });

  it('checks each step before moving on, and saves the draft with an id on every move', async () => {
    const { wizard } = aBrand();
    await expect(wizard.next({ ...emptyProjectWizard(), projectName: 'Verão' })).rejects.toMatchObject({
      code: 'REQUEST.INVALID',
      fields: { 'step0.projectType': WIZARD_MESSAGES.projectType },
    });
    const first = await wizard.next({ ...emptyProjectWizard(), projectName: 'Verão', projectType: 'ugc' });
    expect(first).toMatchObject({ status: 'Draft', wizard: { step: 1, projectName: 'Verão' } });
    await expect(wizard.next(first.wizard)).rejects.toMatchObject({ fields: { 'step1.amount': WIZARD_MESSAGES.amount, 'step1.creators': WIZARD_MESSAGES.creators } });
    const back = await wizard.back(first.wizard);
    expect(back).toMatchObject({ id: first.id, wizard: { step: 0 } });
  });

  it('refuses to publish dates in the past or reversed, then publishes a whole wizard to Send briefing', async () => {
    const { wizard } = aBrand();
    const late = { ...READY, briefing: { ...READY.briefing, startDate: '2026-11-22', endDate: '2026-11-21' } };
    await expect(wizard.publish(late)).rejects.toMatchObject({
      fields: { 'step2.startDate': BRIEFING_DATE_MESSAGES.startBeforeToday, 'step2.endDate': BRIEFING_DATE_MESSAGES.endBeforeStart },
    });
    const published = await wizard.publish(READY);
    expect(published).toMatchObject({ status: 'Send briefing', allowedMoves: ['cancel'] });
    expect(published.total).toEqual({ creatorsCentavos: 150_000, optionsCentavos: 0, totalCentavos: 150_000 });
  });

  it('never lets a wizard past a step that has errors', async () => {
    const { wizard } = aBrand();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -1, max: 10_000 }), fc.boolean(), fc.integer({ min: 0, max: 2 }), async (amount, withCreator, step) => {
        const state = { ...READY, step, amountCentavos: amount, creators: withCreator ? READY.creators : [] };
        const blocked = Object.keys(wizard.stepErrors(state)).length > 0;
        const outcome = await wizard.next(state).then(
          () => 'moved',
          () => 'stayed',
        );
        expect(outcome).toBe(blocked ? 'stayed' : 'moved');
      }),
      { numRuns: 40 },
    );
  });
});

describe('ManageProjectUseCase', () => {
  it('adds and removes creators and options, and the total follows', async () => {
    const { wizard, manage } = aBrand();
    const draft = await wizard.save(READY);
    const withBia = await manage.addCreators(draft.id, [{ creatorId: 9, stories: 0, feed: 0, tiktok: 2 }]);
    expect(withBia.total.creatorsCentavos).toBe(390_000);
    const withOption = await manage.setOption(draft.id, 1, true);
    expect(withOption.total).toEqual({ creatorsCentavos: 390_000, optionsCentavos: 60_000, totalCentavos: 450_000 });
    const withoutAna = await manage.removeCreator(draft.id, 7);
    expect(withoutAna.total.totalCentavos).toBe(270_000);
    await expect(manage.addCreators(draft.id, [{ creatorId: 404, stories: 1, feed: 0, tiktok: 0 }])).rejects.toMatchObject({ code: 'PROJECT.CREATOR_NOT_FOUND' });
  });

  it('cancels, then refuses every change of the cancelled project', async () => {
    const { wizard, manage } = aBrand();
    const published = await wizard.publish(READY);
    await expect(manage.move(published.id, 'complete')).rejects.toMatchObject({ code: 'PROJECT.MOVE_NOT_ALLOWED' });
    expect((await manage.move(published.id, 'cancel')).status).toBe('Cancelled');
    await expect(manage.setOption(published.id, 1, true)).rejects.toMatchObject({ code: 'PROJECT.CLOSED' });
  });
});

describe('GetProjectUseCase', () => {
  it('finds the project with the kept token', async () => {
    const { wizard, projects, tokens } = aBrand();
    const project = await wizard.save(READY);
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

  it("answers another brand's project as not found", async () => {
    const { wizard, projects, tokens, session } = aBrand();
    const project = await wizard.save(READY);
    session.signInAs('brand-2');
    await expect(new GetProjectUseCase(projects, tokens).execute(project.id)).rejects.toMatchObject({ code: 'PROJECT.NOT_FOUND' });
  });
});

describe('ListProjectsUseCase', () => {
  it("lists every status by default ('Todos'), pages, and counts per status for the name", async () => {
    const { wizard, projects, clock } = aBrand();
    await wizard.save({ ...READY, projectName: 'Campanha de Verão' });
    clock.advance(1);
    await wizard.publish({ ...READY, projectName: 'Verão Praia' });
    clock.advance(1);
    await wizard.save({ ...READY, projectName: 'Inverno' });
    const list = new ListProjectsUseCase(projects);
    const verao = await list.execute({ name: ' verao ' });
    expect(verao.projects.map((project) => project.name)).toEqual(['Verão Praia', 'Campanha de Verão']);
    expect(verao.counts).toMatchObject({ all: 2, Draft: 1, 'Send briefing': 1 });
    const drafts = await list.execute({ status: 'Draft', limit: 1, page: 2 });
    expect(drafts).toMatchObject({ total: 2, page: 2, projects: [{ name: 'Campanha de Verão' }] });
  });

  it('rethrows a failure so the screen can say so', async () => {
    const { projects, session } = aBrand();
    session.signOut();
    await expect(new ListProjectsUseCase(projects).execute()).rejects.toMatchObject({ code: 'AUTH.TOKEN_MISSING' });
  });
});
