import { randomUUID } from 'node:crypto';
import { signInTestUser } from '@publi/auth-emulator';
import { agentCreatorSchema, bankAccountOrNullSchema, creatorDetailsSchema, ownUserSchema, projectDetailsSchema, projectListSchema, userSchema } from '@publi/contract';
import { balancesOf, centavosFromDecimal, CONTRACT_STATUSES, ledgerMatchesStatus, ledgerSum, profileCompletion, projectTotal, wizardErrors, type ContractStatus, type LedgerAccount } from '@publi/domain';
import { sql } from 'drizzle-orm';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../db/query-rows.js';
import { PaymentsReconciliationService } from '../payments/payments-reconciliation.service.js';
import { sandboxPayments } from '../payments/payments-setup.js';
import { LocalBlobStore } from '../storage/local-blob-store.js';
import { dataOf } from '../test-support/account-bodies.builder.js';
import { insertCreator } from '../test-support/insert-creator.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import { DEMO_PASSWORD } from './demo-accounts.data.js';
import { ensureDemoAccounts } from './ensure-demo-accounts.js';
import { ensureReferenceData } from './ensure-reference-data.js';

let testApp: TestApp;
let firebase: App;
let host: string;

beforeAll(async () => {
  testApp = await startTestApp();
  host = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '';
  firebase = initializeApp({ projectId: 'demo-publi' }, `demo-accounts-spec-${randomUUID()}`);
  await ensureReferenceData(testApp.db);
  // A small catalogue, as the seed names it; the demo agent takes its first two creators.
  for (const [index, name] of ['Carla Seed', 'Duda Seed', 'Edu Seed', 'Fabi Seed', 'Gil Seed', 'Hugo Seed'].entries()) await insertCreator(testApp.db, { externalId: `seed-${index}`, name });
});

const ensure = () => ensureDemoAccounts(testApp.db, getAuth(firebase), new LocalBlobStore(testApp.uploadsDir));

afterAll(async () => {
  await deleteApp(firebase);
  await testApp.close();
});

/** Signs in on the emulator as a person would on the sign-in page. */
const signIn = async (email: string) => {
  const user = await signInTestUser(host, { email, password: DEMO_PASSWORD });
  return { uid: user.uid, idToken: user.idToken };
};

const rowCounts = () =>
  queryRows<Record<string, number>>(
    testApp.db,
    sql`SELECT (SELECT count(*)::integer FROM users) AS users, (SELECT count(*)::integer FROM creators) AS creators,
      (SELECT count(*)::integer FROM social_networks) AS networks, (SELECT count(*)::integer FROM user_categories) AS categories,
      (SELECT count(*)::integer FROM bank_accounts) AS banks`,
  );

describe('ensureDemoAccounts', () => {
  it('lets the demo brand sign in and find its company account', async () => {
    await ensure();
    const brand = await signIn('marca@publi.demo');

    const response = await testApp.call({ method: 'GET', path: `/account/user?external_id=${brand.uid}`, as: brand });

    expect(dataOf(response, userSchema)).toMatchObject({
      type: 'brand',
      name: 'Marca Demo',
      email: 'marca@publi.demo',
      company_name: 'Marca Demo Cosméticos Ltda.',
      active: true,
      address: { city: 'São Paulo', state: 'SP' },
    });
  });

  it('lets the demo creator sign in to a complete profile', async () => {
    await ensure();
    const creator = await signIn('criadora@publi.demo');

    const user = dataOf(await testApp.call({ method: 'GET', path: `/account/user?external_id=${creator.uid}`, as: creator }), ownUserSchema);
    const details = dataOf(await testApp.call({ method: 'GET', path: '/account/creator/details', as: creator }), creatorDetailsSchema);
    const bank = dataOf(await testApp.call({ method: 'GET', path: '/creator/bank_account/details', as: creator }), bankAccountOrNullSchema);

    expect(user).toMatchObject({ type: 'creator', name: 'Ana Demo', has_password: true, address: { city: 'Recife', state: 'PE' } });
    expect(user.mini_bio).toMatch(/Recife/);
    expect(user.phone).toBe('81987654321');
    expect(user.categories.map((category) => category.name)).toEqual(expect.arrayContaining(['Beleza', 'Skincare']));
    expect(details).toMatchObject({ city: 'Recife', localization: 'PE', prices: { stories: '450.00', feed: '900.00', tiktok: '700.00' } });
    expect(details.social_newtork[0]).toMatchObject({ name: 'instagram', username: 'ana.demo', followers: 48_300 });
    expect(details.followers).toBeGreaterThan(100_000);
    expect(bank).toMatchObject({ bank_code: '260', owner_name: 'Ana Demo', owner_document: '52998224725' });
    const photo = await testApp.app.inject({ method: 'GET', url: details.image ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const completion = profileCompletion({
      miniBio: user.mini_bio, image: details.image, name: user.name, email: user.email, hasPassword: user.has_password, state: details.localization,
      city: details.city, phone: user.phone, socialNetworks: details.social_newtork, prices: { stories: centavosFromDecimal(details.prices.stories), feed: centavosFromDecimal(details.prices.feed), tiktok: centavosFromDecimal(details.prices.tiktok) }, categories: details.categories,
      bank: bank && { account: bank.account, agency: bank.agency, bankCode: bank.bank_code, ownerName: bank.owner_name },
    });
    expect(completion.percent).toBe(100);
  });

  it('lets the demo agent sign in and find the demo creator and two creators of the catalogue', async () => {
    await ensure();
    const agent = await signIn('agente@publi.demo');

    const response = await testApp.call({ method: 'GET', path: '/account/creator/by_creator_agent_id', as: agent });

    const creators = dataOf(response, z.array(agentCreatorSchema));
    expect(creators.map((creator) => creator.name)).toEqual(['Ana Demo', 'Carla Seed', 'Duda Seed']);
    expect(creators[0]?.completion.percent).toBe(100);
  });

  it('changes nothing when run again', async () => {
    await ensure();
    const before = await rowCounts();

    await expect(ensure()).resolves.toEqual([]);

    expect(await rowCounts()).toEqual(before);
    expect((await signIn('criadora@publi.demo')).uid).toBe('publi-demo-creator');
  });

  it("gives the demo brand projects in Draft, Send briefing and Cancelled that obey the projects' rules", async () => {
    await ensure();
    const brand = await signIn('marca@publi.demo');
    const list = dataOf(await testApp.call({ method: 'GET', path: '/account/user/projects', as: brand }), projectListSchema);
    // "Campanha de Primavera" holds the seeded contracts and "Coleção de Verão" the paid ones; accepted contracts started both.
    expect(list.counts).toMatchObject({ all: 5, Draft: 1, 'Send briefing': 1, 'In progress': 2, Cancelled: 1 });
    for (const summary of list.projects) {
      const project = dataOf(await testApp.call({ method: 'GET', path: `/project/details?project_id=${summary.id}`, as: brand }), projectDetailsSchema);
      expect(project.step1.creators.length).toBeGreaterThan(0);
      // The total is the domain's: each creator at their prices, plus the options once per creator.
      const lines = project.step1.creators.map((line) => ({ prices: pricesOf(line.creator.prices), delivery: { creatorId: line.creator_id, stories: line.stories, feed: line.feed, tiktok: line.tiktok } }));
      const expected = projectTotal(lines, project.options.map((option) => centavosFromDecimal(option.price)));
      expect(centavosFromDecimal(project.total.total)).toBe(expected.totalCentavos);
      if (project.status !== 'Draft') {
        const checks = { projectName: project.projectName, projectType: project.step0.projectType, amountCentavos: centavosFromDecimal(project.step1.amount), creatorCount: project.step1.creators.length, mission: project.step2.mission, startDate: project.step2.startDate, endDate: project.step2.endDate };
        expect(wizardErrors(checks, new Date().toISOString().slice(0, 10))).toEqual({});
      }
    }
    await ensure();
    const again = dataOf(await testApp.call({ method: 'GET', path: '/account/user/projects', as: brand }), projectListSchema);
    expect(again.counts.all).toBe(5);
  });

  it('gives the demo brand and creator contracts in every state of their first half of life, obeying the contract rule, with chats and notifications', async () => {
    await ensure();
    type Row = { status: string; counter: number | null; agreed: string | null; messages: number; last_seq: number; seqs: string | null };
    const rows = await queryRows<Row>(
      testApp.db,
      sql`select c.status, c.counter_amount_centavos as counter, c.agreed_at::text as agreed, count(m.id)::integer as messages, h.last_seq,
                 string_agg(m.seq::text, ',' order by m.seq) as seqs
            from contracts c join chats h on h.contract_id = c.id left join chat_messages m on m.chat_id = h.id
           group by c.id, h.last_seq order by c.id`,
    );
    // The first half of life, and (the money seed's) paid contracts: changes asked for, delivered, approved.
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'approved', 'cancelled', 'changes_requested', 'counter_offer', 'delivered', 'expired', 'pending', 'rejected']);
    for (const row of rows) {
      expect(CONTRACT_STATUSES).toContain(row.status);
      expect(row.counter !== null).toBe(row.status === 'counter_offer');
      expect(row.agreed !== null).toBe(['accepted', 'changes_requested', 'delivered', 'approved'].includes(row.status));
      // Sequence numbers count each chat's messages from 1, without gaps.
      expect(row.seqs ?? '').toBe(Array.from({ length: row.messages }, (_, index) => String(index + 1)).join(','));
      expect(row.last_seq).toBe(row.messages);
    }
    expect(rows.filter((row) => row.messages > 0)).toHaveLength(2);
    const creator = await signIn('criadora@publi.demo');
    const notices = await testApp.call({ method: 'GET', path: '/notifications', as: creator });
    expect(notices.json<{ data: { notifications: { title: string }[] } }>().data.notifications.map((notice) => notice.title)).toEqual(
      expect.arrayContaining(['Nova proposta', 'Proposta expirada', 'Proposta cancelada', 'Nova mensagem em "Campanha de Primavera"']),
    );
  });

  it("keeps the seeded money's ledger whole: every contract sums to zero and holds what its status allows", async () => {
    await ensure();
    type Row = { id: number; status: string; account: string | null; amount: number | null; share_amount: number | null; share_fee: number | null };
    const rows = await queryRows<Row>(
      testApp.db,
      // Money columns are bigint, which node-postgres reads as text: a float8 is exact below 2^53 centavos.
      sql`select c.id, c.status, l.account, l.amount_centavos::float8 as amount, s.amount_centavos::float8 as share_amount, s.fee_centavos::float8 as share_fee
            from contracts c
            left join ledger_entries l on l.contract_id = c.id
            left join (select i.contract_id, i.amount_centavos, i.fee_centavos from payment_items i join payments p on p.id = i.payment_id
                        where p.status = 'paid' and i.refunded_at is null) s on s.contract_id = c.id
           order by c.id`,
    );
    const ids = [...new Set(rows.map((row) => row.id))];
    expect(rows.some((row) => row.account === 'creator_available')).toBe(true);
    expect(rows.some((row) => row.account === 'creator_held')).toBe(true);
    for (const id of ids) {
      const own = rows.filter((row) => row.id === id);
      const movements = own.flatMap((row) => (row.account === null ? [] : [{ account: row.account as LedgerAccount, amountCentavos: row.amount ?? 0 }]));
      const first = own[0];
      const paid = first?.share_amount == null ? null : { amountCentavos: first.share_amount, feeCentavos: first.share_fee ?? 0 };
      expect(ledgerSum(movements)).toBe(0);
      expect(ledgerMatchesStatus(first?.status as ContractStatus, balancesOf(movements), paid), `contract ${String(id)} (${first?.status ?? ''})`).toBe(true);
    }
  });

  it("leaves the demo's daily reconciliation nothing to report: the seed's charges were its own sandbox's, which the server's does not answer for", async () => {
    await ensure();
    // As `pnpm start` does: the seed first, then the server's own sandbox, in memory.
    const started = new Date();
    const sandbox = sandboxPayments({ now: () => started });
    const later = { now: () => new Date(started.getTime() + 20 * 60_000) };
    const quiet = { info: () => undefined, warn: () => undefined };
    const { differences } = await new PaymentsReconciliationService({ db: testApp.db, clock: later, provider: sandbox.provider }, { log: quiet, providerName: 'sandbox', skippedMethods: [] }).reconcile();
    expect(differences).toEqual([]);
  });
});

function pricesOf(prices: { readonly stories: string; readonly feed: string; readonly tiktok: string }) {
  return { stories: centavosFromDecimal(prices.stories), feed: centavosFromDecimal(prices.feed), tiktok: centavosFromDecimal(prices.tiktok) };
}
