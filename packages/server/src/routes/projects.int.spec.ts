import { apiError, projectDetailsSchema, projectListSchema, type ProjectDetailsWire } from '@publi/contract';
import { BRIEFING_DATE_MESSAGES, WIZARD_MESSAGES } from '@publi/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { insertAccount, signUpBrand } from '../test-support/account-row.builder.js';
import { errorOf } from '../test-support/account-bodies.builder.js';
import { insertCreator, type InsertedCreator } from '../test-support/insert-creator.js';
import { aProjectBody } from '../test-support/project-bodies.builder.js';
import { startTestApp, type TestApp, type TestIdentity } from '../test-support/test-app.js';

// 12:00 in São Paulo on 23/11/2026: the briefing's "today".
const NOW = new Date('2026-11-23T15:00:00.000Z');

let testApp: TestApp;
let ana: InsertedCreator;
let bia: InsertedCreator;

beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => NOW } });
  // Ana: stories R$ 350, feed R$ 800. Bia: TikTok R$ 1.200 only.
  ana = await insertCreator(testApp.db, { name: 'Ana Souza', priceStories: 35_000, priceFeed: 80_000, priceTiktok: 0 });
  bia = await insertCreator(testApp.db, { name: 'Bia Lima', priceStories: 0, priceFeed: 0, priceTiktok: 120_000 });
});

afterAll(async () => {
  await testApp.close();
});

function projectOf(response: LightMyRequestResponse, status = 200): ProjectDetailsWire {
  expect(response.statusCode, response.body).toBe(status);
  return projectDetailsSchema.parse(response.json<{ data: unknown }>().data);
}

const save = (as: TestIdentity, body: Record<string, unknown>) => testApp.call({ method: 'POST', path: '/project/save', as, body });
const publish = (as: TestIdentity, body: Record<string, unknown>) => testApp.call({ method: 'POST', path: '/project', as, body });
const details = (as: TestIdentity, id: number) => testApp.call({ method: 'GET', path: `/project/details?project_id=${id}`, as });
const move = (as: TestIdentity, id: number, to: string) => testApp.call({ method: 'POST', path: '/project/status', as, body: { project_id: id, move: to } });
const rowCounts = () => new ProjectsRepository(testApp.db).rowCounts();

async function draftOf(brand: TestIdentity, overrides: Record<string, unknown> = {}): Promise<ProjectDetailsWire> {
  return projectOf(await save(brand, aProjectBody(ana.creatorId, overrides)));
}

describe('the wizard: POST /project/save and POST /project', () => {
  it('saves an incomplete draft, reopens it where the person was, and keeps what was typed', async () => {
    const brand = await signUpBrand(testApp);
    const first = projectOf(await save(brand, { projectName: 'Verão', step: 0 }));
    expect(first).toMatchObject({ status: 'Draft', step: 0, projectName: 'Verão', step1: { amount: '0.00', creators: [] }, allowed_moves: ['publish', 'cancel'] });

    const second = projectOf(await save(brand, aProjectBody(ana.creatorId, { id: first.id, step: 1, projectName: 'Verão 2027' })));
    expect(second.id).toBe(first.id);
    const reopened = projectOf(await details(brand, first.id));
    expect(reopened).toMatchObject({ step: 1, projectName: 'Verão 2027', step1: { amount: '5000.00' }, step2: { startDate: '2099-01-10', humor: ['Divertido'] } });
    expect(reopened.step1.creators.map((creator) => [creator.creator_id, creator.creator.name])).toEqual([[ana.creatorId, 'Ana Souza']]);
  });

  it('publishes a draft to Send briefing (200) and creates and publishes at once (201)', async () => {
    const brand = await signUpBrand(testApp);
    const draft = await draftOf(brand);
    const published = projectOf(await publish(brand, aProjectBody(ana.creatorId, { id: draft.id })));
    expect(published).toMatchObject({ id: draft.id, status: 'Send briefing', allowed_moves: ['cancel'] });
    const direct = projectOf(await publish(brand, aProjectBody(bia.creatorId)), 201);
    expect(direct.status).toBe('Send briefing');
  });

  it('refuses to publish what a step misses, beside each field, and writes nothing', async () => {
    const brand = await signUpBrand(testApp);
    const before = await rowCounts();
    const response = await publish(
      brand,
      aProjectBody(ana.creatorId, {
        step0: { projectType: null },
        step1: { amount: '0.00', creators: [] },
        step2: { humor: [], mission: ' ', creator: '', startDate: '2026-11-22', endDate: '2026-11-21' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'REQUEST.INVALID',
      fields: {
        'step0.projectType': WIZARD_MESSAGES.projectType,
        'step1.amount': WIZARD_MESSAGES.amount,
        'step1.creators': WIZARD_MESSAGES.creators,
        'step2.mission': WIZARD_MESSAGES.mission,
        'step2.startDate': BRIEFING_DATE_MESSAGES.startBeforeToday,
        'step2.endDate': BRIEFING_DATE_MESSAGES.endBeforeStart,
      },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('takes today as the day in São Paulo: a start on 23/11/2026 is today, not the past', async () => {
    const brand = await signUpBrand(testApp);
    const body = aProjectBody(ana.creatorId, { step2: { humor: [], mission: 'Missão', creator: '', startDate: '2026-11-23', endDate: '2026-11-23' } });
    expect(projectOf(await publish(brand, body), 201).step2.startDate).toBe('2026-11-23');
  });

  it('answers bad input with 4xx and the pt-BR body, and nothing half-written', async () => {
    const brand = await signUpBrand(testApp);
    const before = await rowCounts();
    const longName = await save(brand, aProjectBody(ana.creatorId, { projectName: 'a'.repeat(10_000) }));
    expect(longName.statusCode).toBe(400);
    expect(errorOf(longName).fields).toEqual({ projectName: 'O nome do projeto pode ter no máximo 120 caracteres.' });

    const unknownCreator = await save(brand, aProjectBody(ana.creatorId, { step1: { amount: '10.00', creators: [{ creator_id: ana.creatorId, stories: 1 }, { creator_id: 999_999, stories: 1 }] } }));
    expect(unknownCreator.statusCode).toBe(422);
    expect(errorOf(unknownCreator)).toMatchObject({ code: 'PROJECT.CREATOR_NOT_FOUND', fields: { 'creators.1.creator_id': 'Este criador não existe ou não está mais ativo.' } });

    const badDay = await save(brand, aProjectBody(ana.creatorId, { step2: { startDate: '31/12/2026' } }));
    expect(badDay.statusCode).toBe(400);
    expect(errorOf(badDay).fields).toEqual({ 'step2.startDate': 'Informe uma data válida, no formato AAAA-MM-DD.' });

    const badLink = await save(brand, aProjectBody(ana.creatorId, { references: [{ kind: 'link', url: 'javascript:alert(1)', name: null }] }));
    expect(badLink.statusCode).toBe(400);

    // Past ten million reais the centavos would not fit the column: refused as input, never a 500.
    const huge = await save(brand, aProjectBody(ana.creatorId, { step1: { amount: '99999999.99', creators: [] } }));
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).fields).toEqual({ 'step1.amount': 'O orçamento deve ser um valor em reais com duas casas decimais, como 1500.00, de 0.00 a 10000000.00.' });
    expect(await rowCounts()).toEqual(before);
    expect(projectOf(await save(brand, aProjectBody(ana.creatorId, { projectName: 'Teto', step1: { amount: '10000000.00', creators: [] } }))).step1.amount).toBe('10000000.00');
  });

  it('saves a draft only while it is one', async () => {
    const brand = await signUpBrand(testApp);
    const published = projectOf(await publish(brand, aProjectBody(ana.creatorId)), 201);
    const response = await save(brand, aProjectBody(ana.creatorId, { id: published.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(apiError('PROJECT.NOT_DRAFT'));
  });
});

describe('creators, options and the total', () => {
  it('adds up the creators at their prices plus each option once per creator', async () => {
    const brand = await signUpBrand(testApp);
    const draft = await draftOf(brand); // Ana: 2 stories + 1 feed = 700 + 800 = R$ 1.500,00
    expect(draft.total).toEqual({ creators: '1500.00', options: '0.00', total: '1500.00' });

    const withBia = projectOf(await testApp.call({ method: 'POST', path: '/project/insert_creators', as: brand, body: { project_id: draft.id, creators: [{ creator_id: bia.creatorId, tiktok: 2 }] } }));
    expect(withBia.step1.creators.map((creator) => [creator.creator_id, creator.amount])).toEqual([[ana.creatorId, '1500.00'], [bia.creatorId, '2400.00']]);

    const withOption = projectOf(await testApp.call({ method: 'POST', path: '/project/project_options/add', as: brand, body: { project_id: draft.id, option_id: 1 } }));
    expect(withOption.options.map((option) => [option.option_id, option.price])).toEqual([[1, '300.00']]);
    expect(withOption.total).toEqual({ creators: '3900.00', options: '600.00', total: '4500.00' });

    // Adding it again changes nothing; replacing Ana's delivery changes her amount.
    projectOf(await testApp.call({ method: 'POST', path: '/project/project_options/add', as: brand, body: { project_id: draft.id, option_id: 1 } }));
    const replaced = projectOf(await testApp.call({ method: 'POST', path: '/project/insert_creators', as: brand, body: { project_id: draft.id, creators: [{ creator_id: ana.creatorId, stories: 1 }] } }));
    expect(replaced.total).toEqual({ creators: '2750.00', options: '600.00', total: '3350.00' });

    const removed = projectOf(await testApp.call({ method: 'POST', path: '/project/remove_creators', as: brand, body: { project_id: draft.id, creators: [bia.creatorId] } }));
    expect(removed.total).toEqual({ creators: '350.00', options: '300.00', total: '650.00' });
    const noOption = projectOf(await testApp.call({ method: 'POST', path: '/project/project_options/remove', as: brand, body: { project_id: draft.id, option_id: 1 } }));
    expect(noOption.total.total).toBe('350.00');
  });

  it('refuses an unknown option and an unknown creator with 422, writing nothing', async () => {
    const brand = await signUpBrand(testApp);
    const draft = await draftOf(brand);
    const before = await rowCounts();
    const option = await testApp.call({ method: 'POST', path: '/project/project_options/add', as: brand, body: { project_id: draft.id, option_id: 99 } });
    expect(option.statusCode).toBe(422);
    expect(errorOf(option).code).toBe('PROJECT.OPTION_NOT_FOUND');
    const creator = await testApp.call({ method: 'POST', path: '/project/insert_creators', as: brand, body: { project_id: draft.id, creators: [{ creator_id: bia.creatorId, tiktok: 1 }, { creator_id: 999_999, stories: 1 }] } });
    expect(creator.statusCode).toBe(422);
    expect(await rowCounts()).toEqual(before);
    expect(projectOf(await details(brand, draft.id)).step1.creators).toHaveLength(1);
  });

  it('keeps at least one creator in a published project', async () => {
    const brand = await signUpBrand(testApp);
    const published = projectOf(await publish(brand, aProjectBody(ana.creatorId)), 201);
    const response = await testApp.call({ method: 'POST', path: '/project/remove_creators', as: brand, body: { project_id: published.id, creators: [ana.creatorId] } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ creators: 'Um projeto publicado precisa de pelo menos um criador.' });
  });
});

describe('status moves: POST /project/status', () => {
  it('publishes, cancels, and then refuses every change of a cancelled project', async () => {
    const brand = await signUpBrand(testApp);
    const draft = await draftOf(brand);
    expect(projectOf(await move(brand, draft.id, 'publish'))).toMatchObject({ status: 'Send briefing', allowed_moves: ['cancel'] });
    expect(projectOf(await move(brand, draft.id, 'cancel'))).toMatchObject({ status: 'Cancelled', allowed_moves: [] });

    const again = await move(brand, draft.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(apiError('PROJECT.MOVE_NOT_ALLOWED'));
    const option = await testApp.call({ method: 'POST', path: '/project/project_options/add', as: brand, body: { project_id: draft.id, option_id: 1 } });
    expect(option.json()).toEqual(apiError('PROJECT.CLOSED'));
    const edit = await testApp.call({ method: 'PUT', path: '/project', as: brand, body: aProjectBody(ana.creatorId, { id: draft.id }) });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses to complete a project that never started, and to publish an incomplete draft', async () => {
    const brand = await signUpBrand(testApp);
    const draft = await draftOf(brand, { step2: { humor: [], mission: '', creator: '', startDate: null, endDate: null } });
    const complete = await move(brand, draft.id, 'complete');
    expect(complete.json()).toEqual(apiError('PROJECT.MOVE_NOT_ALLOWED'));
    const incomplete = await move(brand, draft.id, 'publish');
    expect(incomplete.statusCode).toBe(400);
    expect(Object.keys(errorOf(incomplete).fields ?? {}).sort()).toEqual(['step2.endDate', 'step2.mission', 'step2.startDate']);
    expect(projectOf(await details(brand, draft.id)).status).toBe('Draft');
  });
});

describe('who reaches a project', () => {
  it('answers another brand exactly as an unknown id, and a creator BRAND.ONLY', async () => {
    const owner = await signUpBrand(testApp);
    const draft = await draftOf(owner);
    const other = await signUpBrand(testApp);
    const theirs = await details(other, draft.id);
    const unknown = await details(other, 2_000_000);
    expect([theirs.statusCode, theirs.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(theirs.json()).toEqual(apiError('PROJECT.NOT_FOUND'));

    const creator = await testApp.signUp();
    await insertAccount(testApp.db, creator, { type: 'creator' });
    expect((await details(creator, draft.id)).json()).toEqual(apiError('BRAND.ONLY'));
  });

  it('needs both the id and the token (SPEC section 5)', async () => {
    const owner = await signUpBrand(testApp);
    const draft = await draftOf(owner);
    const withoutToken = await testApp.call({ method: 'GET', path: `/project/details?project_id=${draft.id}` });
    const withoutId = await testApp.call({ method: 'GET', path: '/project/details', as: owner });
    for (const response of [withoutToken, withoutId]) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'PROJECT.ID_AND_TOKEN_REQUIRED', message: 'id e token são obrigatórios' });
    }
  });
});

describe('GET /account/user/projects', () => {
  it('finds by name ignoring case and accents, pages, and counts per status for the name', async () => {
    const brand = await signUpBrand(testApp);
    for (const name of ['Café São João', 'Cafezinho da Manhã', 'Verão Praia']) await draftOf(brand, { projectName: name });
    const published = projectOf(await publish(brand, aProjectBody(ana.creatorId, { projectName: 'CAFÉ Especial' })), 201);
    await move(brand, published.id, 'cancel');

    const list = async (query: string) => {
      const response = await testApp.call({ method: 'GET', path: `/account/user/projects${query}`, as: brand });
      expect(response.statusCode, response.body).toBe(200);
      return projectListSchema.parse(response.json<{ data: unknown }>().data);
    };
    const cafe = await list('?name=cafe');
    expect(cafe.projects.map((project) => project.projectName)).toEqual(['CAFÉ Especial', 'Cafezinho da Manhã', 'Café São João']);
    expect(cafe.counts).toEqual({ all: 3, Draft: 2, 'Send briefing': 0, 'In progress': 0, Completed: 0, Cancelled: 1 });
    expect(cafe.total).toBe(3);

    const drafts = await list('?name=CAFE&status=Draft&limit=1&page=2');
    expect(drafts).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(drafts.projects.map((project) => project.projectName)).toEqual(['Café São João']);

    const all = await list('');
    expect(all.counts.all).toBe(4);
    expect(all.projects[0]).toMatchObject({ projectName: 'CAFÉ Especial', status: 'Cancelled', creators_count: 1, amount: '5000.00' });
    expect((await list('?name=100%25')).total).toBe(0);
  });

  it('lists only the caller’s own projects', async () => {
    const brand = await signUpBrand(testApp);
    await draftOf(brand);
    const other = await signUpBrand(testApp);
    const response = await testApp.call({ method: 'GET', path: '/account/user/projects', as: other });
    expect(projectListSchema.parse(response.json<{ data: unknown }>().data)).toMatchObject({ projects: [], total: 0 });
  });
});
