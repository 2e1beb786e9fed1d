import { contractSchema, projectDetailsSchema, proposalListSchema } from '@publi/contract';
import { formatBRL } from '@publi/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractsExpiryService } from '../contracts/contracts-expiry.service.js';
import { dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { aProposal, castForContracts, propose, readContract, type ContractCast } from '../test-support/contract-cast.builder.js';
import { emailsSentTo } from '../test-support/emails-sent.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { confirmEmail } from '../test-support/confirm-email.js';

// The clock tests move: proposals are made "now", and the expiry is checked a week later.
let now = new Date('2026-11-24T12:00:00.000Z');
let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => now } });
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const post = (as: ContractCast['brand'], path: string, body?: unknown) => testApp.call({ method: 'POST', path, as: as.identity, ...(body === undefined ? {} : { body }) });
const answer = (as: ContractCast['brand'], id: number, move: 'acceptance' | 'rejection' | 'counter' | 'cancellation', body?: unknown) =>
  post(as, `/project/contract/${String(id)}/${move}`, body);
const contractOf = (response: Awaited<ReturnType<typeof post>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response, contractSchema);
};

/** A fresh cast, for tests that need contracts of their own on the project. */
async function freshCast(): Promise<ContractCast> {
  return castForContracts(testApp);
}

describe('POST /proposals/create', () => {
  it('makes one pending contract per creator, each with its chat, and tells the creator and their agent', async () => {
    const own = await freshCast();
    // E-mails go only to a confirmed address (notifications/verified-email-only.int.spec.ts).
    await confirmEmail(testApp, own.ana.identity);
    const [toAna, toBia] = await propose(testApp, own, [own.ana.creatorId, own.bia.creatorId]);
    expect(toAna).toMatchObject({
      status: 'pending',
      project_id: own.projectId,
      brand: { name: 'Café Recife' },
      creator: { id: own.ana.creatorId, name: 'Ana Souza' },
      terms: { amount_centavos: 150_000, deadline: '2099-02-01', message: 'Adoramos o seu perfil!' },
      counter: null,
      agreed_at: null,
      answers: ['cancel'],
    });
    expect(toAna?.chat_id).not.toBe(toBia?.chat_id);
    expect(Date.parse(toAna?.expires_at ?? '') - Date.parse(toAna?.offered_at ?? '')).toBe(7 * 24 * 60 * 60 * 1000);

    const seenByAgent = await readContract(testApp, own.agent.identity, toAna?.id ?? 0);
    expect(seenByAgent.answers).toEqual(['accept', 'reject', 'counter']);
    for (const person of [own.ana, own.agent]) {
      const page = await testApp.call({ method: 'GET', path: '/notifications', as: person.identity });
      expect(page.json<{ data: { notifications: { title: string; body: string }[] } }>().data.notifications[0]).toMatchObject({
        title: 'Nova proposta',
        body: `Café Recife enviou uma proposta para "Lançamento Café São João": ${formatBRL(150_000)}, prazo 01/02/2099.`,
      });
    }
    expect((await emailsSentTo(testApp, own.ana.identity))[0]?.subject).toBe('Nova proposta · Publi');
  });

  it('refuses, writing nothing, a creator outside the project, a past deadline or a creator with a live contract, beside each field', async () => {
    const own = await freshCast();
    await propose(testApp, own, [own.ana.creatorId]);
    const before = await testApp.call({ method: 'POST', path: '/proposals', as: own.brand.identity, body: {} });

    const outsider = await post(own.brand, '/proposals/create', { project_id: own.projectId, proposals: [aProposal(own.bia.creatorId), aProposal(cast.ana.creatorId)] });
    expect(outsider.statusCode).toBe(422);
    expect(errorOf(outsider)).toMatchObject({ code: 'PROPOSAL.CREATOR_NOT_IN_PROJECT', fields: { 'proposals.1.creator_id': 'Este criador não faz parte do projeto.' } });

    const past = await post(own.brand, '/proposals/create', { project_id: own.projectId, proposals: [aProposal(own.bia.creatorId, { deadline: '2026-11-23' })] });
    expect(errorOf(past)).toMatchObject({ code: 'PROPOSAL.DEADLINE_PAST', fields: { 'proposals.0.deadline': 'O prazo não pode ser uma data que já passou.' } });

    const again = await post(own.brand, '/proposals/create', { project_id: own.projectId, proposals: [aProposal(own.bia.creatorId), aProposal(own.ana.creatorId)] });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toEqual({ 'proposals.1.creator_id': 'Este criador já tem uma proposta ou um contrato em andamento neste projeto.' });

    const after = await testApp.call({ method: 'POST', path: '/proposals', as: own.brand.identity, body: {} });
    expect(dataOf(after, proposalListSchema).total).toBe(dataOf(before, proposalListSchema).total);
  });

  it('refuses bad input with the pt-BR body, never a 5xx', async () => {
    const bad = await post(cast.brand, '/proposals/create', { project_id: cast.projectId, proposals: [aProposal(cast.ana.creatorId, { amount_centavos: 0, stories: 0, deadline: '31/12/2099' })] });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      'proposals.0.amount_centavos': 'O valor deve ser em centavos, um número inteiro de 1 a 1.000.000.000 (R$ 10 milhões).',
      'proposals.0.deadline': 'Informe o prazo como uma data válida, no formato AAAA-MM-DD.',
    });
    const creator = await post(cast.ana, '/proposals/create', { project_id: cast.projectId, proposals: [aProposal(cast.ana.creatorId)] });
    expect(errorOf(creator).code).toBe('BRAND.ONLY');
    const someoneElses = await post(cast.otherBrand, '/proposals/create', { project_id: cast.projectId, proposals: [aProposal(cast.ana.creatorId)] });
    expect(errorOf(someoneElses).code).toBe('PROJECT.NOT_FOUND');
  });
});

describe('answering a proposal', () => {
  it('the creator counters, the brand accepts the counter: both read the agreed terms and when, and the project starts', async () => {
    const own = await freshCast();
    const [contract] = await propose(testApp, own, [own.ana.creatorId]);
    const id = contract?.id ?? 0;
    const countered = contractOf(await answer(own.ana, id, 'counter', { amount_centavos: 180_000, deadline: '2099-02-05', message: 'Com um reels a mais.' }));
    expect(countered).toMatchObject({ status: 'counter_offer', counter: { amount_centavos: 180_000, deadline: '2099-02-05', message: 'Com um reels a mais.' }, answers: [] });
    expect((await readContract(testApp, own.brand.identity, id)).answers).toEqual(['accept_counter', 'refuse_counter', 'cancel']);

    now = new Date(now.getTime() + 60_000);
    const agreed = contractOf(await answer(own.brand, id, 'acceptance'));
    expect(agreed).toMatchObject({ status: 'accepted', terms: { amount_centavos: 180_000, deadline: '2099-02-05' }, counter: null, agreed_at: now.toISOString(), expires_at: null });
    expect(await readContract(testApp, own.ana.identity, id)).toMatchObject({ status: 'accepted', terms: { amount_centavos: 180_000 }, agreed_at: now.toISOString() });
    const project = dataOf(await testApp.call({ method: 'GET', path: `/project/details?project_id=${String(own.projectId)}`, as: own.brand.identity }), projectDetailsSchema);
    expect(project.status).toBe('In progress');
  });

  it('the brand refusing a counter puts the original terms back; the linked agent then rejects with a reason', async () => {
    const own = await freshCast();
    const [contract] = await propose(testApp, own, [own.ana.creatorId]);
    const id = contract?.id ?? 0;
    contractOf(await answer(own.agent, id, 'counter', { amount_centavos: 99_000, deadline: '2099-02-01' }));
    expect(contractOf(await answer(own.brand, id, 'rejection', {}))).toMatchObject({ status: 'pending', terms: { amount_centavos: 150_000 }, counter: null });
    expect(contractOf(await answer(own.agent, id, 'rejection', { reason: 'Agenda cheia.' }))).toMatchObject({ status: 'rejected', reason: 'Agenda cheia.' });
    const notices = await testApp.call({ method: 'GET', path: '/notifications', as: own.brand.identity });
    expect(notices.json<{ data: { notifications: { body: string }[] } }>().data.notifications[0]?.body).toBe(
      'Ana Souza recusou a proposta de "Lançamento Café São João". Motivo: Agenda cheia.',
    );
    // After a rejection the brand may propose again.
    const [again] = await propose(testApp, own, [own.ana.creatorId]);
    expect(again?.status).toBe('pending');
  });

  it('refuses the wrong party (403), a second answer (409 saying what changed) and hides the contract from outsiders (404)', async () => {
    const own = await freshCast();
    const [contract] = await propose(testApp, own, [own.ana.creatorId]);
    const id = contract?.id ?? 0;
    expect(errorOf(await answer(own.brand, id, 'counter', { amount_centavos: 1, deadline: '2099-02-01' })).code).toBe('CONTRACT.NOT_YOUR_MOVE');
    for (const outsider of [own.otherBrand, own.bia, own.otherAgent]) {
      const refused = await answer(outsider, id, 'acceptance');
      expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'CONTRACT.NOT_FOUND']);
    }
    contractOf(await answer(own.ana, id, 'rejection'));
    const late = await answer(own.agent, id, 'acceptance');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toEqual({ code: 'CONTRACT.STATE_CHANGED', message: 'Não foi possível aceitar a proposta: a proposta já foi recusada.' });
    expect(errorOf(await answer(own.ana, id, 'counter', { amount_centavos: 150_000, deadline: 'amanhã' })).fields).toEqual({
      deadline: 'Informe o prazo como uma data válida, no formato AAAA-MM-DD.',
    });
  });

  // The creator's three answers each start only from `pending`, so after any one of them the others are refused.
  it('many answers at once: exactly one is applied, the others are 409', async () => {
    const own = await freshCast();
    const [contract] = await propose(testApp, own, [own.ana.creatorId]);
    const id = contract?.id ?? 0;
    const moves = await Promise.all([
      answer(own.ana, id, 'acceptance'),
      answer(own.agent, id, 'rejection'),
      answer(own.ana, id, 'counter', { amount_centavos: 170_000, deadline: '2099-02-01' }),
      answer(own.agent, id, 'counter', { amount_centavos: 160_000, deadline: '2099-02-03' }),
      answer(own.agent, id, 'acceptance'),
      answer(own.ana, id, 'rejection'),
    ]);
    const statuses = moves.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const winner = dataOf(moves[statuses.indexOf(200)] ?? moves[0], contractSchema);
    expect((await readContract(testApp, own.brand.identity, id)).status).toBe(winner.status);
  });

  it('an offer expires a week after it was made: answers are refused, the sweep stores it and tells both sides', async () => {
    const own = await freshCast();
    const [contract] = await propose(testApp, own, [own.bia.creatorId]);
    const id = contract?.id ?? 0;
    const service = new ContractsExpiryService({ db: testApp.db, clock: { now: () => now }, notifier: testApp.notifier, provider: testApp.payments.provider });
    expect(await service.expireOverdue()).toBe(0);
    now = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
    expect((await readContract(testApp, own.bia.identity, id)).status).toBe('expired');
    expect(errorOf(await answer(own.bia, id, 'acceptance'))).toEqual({ code: 'CONTRACT.EXPIRED', message: 'Não foi possível aceitar a proposta: a proposta expirou.' });
    expect(await service.expireOverdue()).toBeGreaterThanOrEqual(1);
    for (const person of [own.brand, own.bia]) {
      const notices = await testApp.call({ method: 'GET', path: '/notifications?unread=true', as: person.identity });
      expect(notices.json<{ data: { notifications: { title: string }[] } }>().data.notifications[0]?.title).toBe('Proposta expirada');
    }
    const [again] = await propose(testApp, own, [own.bia.creatorId]);
    expect(again?.status).toBe('pending');
  });
});

describe('cancelling a project', () => {
  it('ends its live offers and unpaid contracts with it, tells the creators, and leaves ended ones as they were', async () => {
    const own = await freshCast();
    const [toAna, toBia] = await propose(testApp, own, [own.ana.creatorId, own.bia.creatorId]);
    contractOf(await answer(own.ana, toAna?.id ?? 0, 'acceptance'));
    contractOf(await answer(own.bia, toBia?.id ?? 0, 'rejection'));
    const [again] = await propose(testApp, own, [own.bia.creatorId]);
    const cancelled = await post(own.brand, '/project/status', { project_id: own.projectId, move: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(await readContract(testApp, own.ana.identity, toAna?.id ?? 0)).toMatchObject({ status: 'cancelled', reason: 'O projeto foi cancelado pela marca.', answers: [] });
    expect((await readContract(testApp, own.bia.identity, again?.id ?? 0)).status).toBe('cancelled');
    expect((await readContract(testApp, own.bia.identity, toBia?.id ?? 0)).status).toBe('rejected');
    const notices = await testApp.call({ method: 'GET', path: '/notifications', as: own.agent.identity });
    expect(notices.json<{ data: { notifications: { title: string; body: string }[] } }>().data.notifications[0]).toMatchObject({
      title: 'Proposta cancelada',
      body: 'Café Recife cancelou a proposta de "Lançamento Café São João". Motivo: O projeto foi cancelado pela marca.',
    });
  });
});

describe('deactivation with a real contract', () => {
  it('a creator or brand with a live contract cannot deactivate; once it ends they can', async () => {
    const own = await freshCast();
    const [contract] = await propose(testApp, own, [own.bia.creatorId]);
    const refused = await post(own.bia, '/account/user/desactive');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).fields).toEqual({
      contracts: `A conta tem 1 contrato em aberto: "Lançamento Café São João" (nº ${String(contract?.id)}, aguardando resposta). Ela pode ser desativada quando ele terminar.`,
    });
    expect((await post(own.brand, '/account/user/desactive')).statusCode).toBe(409);
    contractOf(await answer(own.bia, contract?.id ?? 0, 'rejection'));
    expect((await post(own.bia, '/account/user/desactive')).statusCode).toBe(200);
  });
});

describe('the lists', () => {
  it('a creator and their agent see the jobs; POST /proposals filters by status, project and text, ignoring accents', async () => {
    const own = await freshCast();
    const [toAna] = await propose(testApp, own, [own.ana.creatorId, own.bia.creatorId]);
    const jobs = await testApp.call({ method: 'GET', path: `/project/contract/list?creator_id=${String(own.ana.creatorId)}`, as: own.agent.identity });
    expect(dataOf(jobs, z.array(contractSchema)).map((job) => job.id)).toEqual([toAna?.id]);
    const refused = await testApp.call({ method: 'GET', path: `/project/contract/list?creator_id=${String(own.ana.creatorId)}`, as: own.otherAgent.identity });
    expect(errorOf(refused).code).toBe('AGENT.NOT_LINKED');

    const byText = await testApp.call({ method: 'POST', path: '/proposals', as: own.brand.identity, body: { text: 'CAFE SAO', status: 'pending', project_id: own.projectId } });
    expect(dataOf(byText, proposalListSchema)).toMatchObject({ total: 2, page: 1, limit: 20 });
    const byCreator = await testApp.call({ method: 'POST', path: '/proposals', as: own.brand.identity, body: { text: 'bia' } });
    expect(dataOf(byCreator, proposalListSchema).contracts.map((job) => job.creator.name)).toEqual(['Bia Lima']);
    const ofProject = await testApp.call({ method: 'GET', path: `/creator/contracts?project_id=${String(own.projectId)}`, as: own.otherBrand.identity });
    expect(dataOf(ofProject, z.array(contractSchema))).toEqual([]);
  });
});
