import { contractSchema, createdProposalsSchema, earningsSchema, paymentSchema, projectDetailsSchema } from '@publi/contract';
import { balancesOf, ledgerMatchesStatus, ledgerSum, type ContractStatus } from '@publi/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.js';
import { contracts, creators, ledgerEntries, paymentItems, payments, providerCalls } from '../db/schema.js';
import { PaymentsProviderCallsService, RESUME_AFTER_MS } from '../payments/payments-provider-calls.service.js';
import type { SandboxOperation } from '../payments/sandbox/sandbox-provider.js';
import { aBankAccountBody, createAccount, dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { aProposal, castForContracts, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { CrashingProvider } from '../test-support/crashing-provider.js';
import { acceptedContract, cardToken, moneyDepsOf, payByCard, uploadToContract } from '../test-support/money-cast.builder.js';
import { aProjectBody } from '../test-support/project-bodies.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 38, points 3 and 4, on the real server: a payment too large is refused before the
// provider hears of it, and a crash between the provider's answer and the commit that records it
// (injected by `CrashingProvider`, which throws right after the sandbox answered), then a retry,
// leaves exactly one charge, refund or payout in the sandbox and a ledger that sums to zero.
let now = new Date('2026-11-24T12:00:00.000Z');
let testApp: TestApp;
let crashing: CrashingProvider;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp({
    clock: { now: () => now },
    provider: (sandbox) => {
      crashing = new CrashingProvider(sandbox);
      return crashing;
    },
  });
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const as = (member: CastMember) => member.identity;
const accepted = (amountCentavos = 150_000) => acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, amountCentavos);
const operations = (kind: SandboxOperation['kind'], about?: string) => testApp.sandbox.operations().filter((operation) => operation.kind === kind && (about === undefined || operation.about === about));

async function chargeOfContract(contractId: number) {
  const rows = await testApp.db.select({ chargeId: payments.providerChargeId, status: payments.status }).from(paymentItems).innerJoin(payments, eq(payments.id, paymentItems.paymentId)).where(eq(paymentItems.contractId, contractId));
  return rows;
}

/** The contract's ledger sums to zero, and its balances are what its status allows. */
async function expectLedgerSettled(contractId: number) {
  const rows = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
  const [contract] = await testApp.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, contractId));
  const [share] = await testApp.db.select({ amountCentavos: paymentItems.amountCentavos, feeCentavos: paymentItems.feeCentavos }).from(paymentItems).innerJoin(payments, eq(payments.id, paymentItems.paymentId)).where(eq(paymentItems.contractId, contractId));
  expect(ledgerSum(rows)).toBe(0);
  const status = contract?.status as ContractStatus;
  const paid = ['cancelled', 'accepted'].includes(status) ? null : (share ?? null);
  expect(ledgerMatchesStatus(status, balancesOf(rows), paid), `${status}: ${JSON.stringify(balancesOf(rows))}`).toBe(true);
}

/** Three creators' accepted contracts of R$ 10 milhões each, on one project of the brand's. */
async function threeContractsOfTenMillion(): Promise<number[]> {
  const clara = await createAccount(testApp, 'creator', { name: 'Clara Reis' });
  const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, clara.user.id));
  const members = [cast.ana, cast.bia, { identity: clara.identity, creatorId: card?.id ?? 0 }];
  const wanted = members.map((member) => ({ creator_id: member.creatorId, stories: 1, feed: 0, tiktok: 0 }));
  const published = await testApp.call({ method: 'POST', path: '/project', as: as(cast.brand), body: aProjectBody(cast.ana.creatorId, { step1: { amount: '10000000.00', creators: wanted } }) });
  const { id: projectId } = dataOf(published, projectDetailsSchema);
  const proposals = members.map((member) => aProposal(member.creatorId, { stories: 1, amount_centavos: 1_000_000_000 }));
  const proposed = dataOf(await testApp.call({ method: 'POST', path: '/proposals/create', as: as(cast.brand), body: { project_id: projectId, proposals } }), createdProposalsSchema);
  for (const [index, contract] of proposed.contracts.entries()) {
    const accepting = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/acceptance`, as: members[index]?.identity ?? as(cast.ana), body: {} });
    expect(dataOf(accepting, contractSchema).status).toBe('accepted');
  }
  return proposed.contracts.map((contract) => contract.id);
}

describe('a payment over R$ 10.000.000,00', () => {
  it('is refused in pt-BR before any charge, by card or Pix, and nothing is written', async () => {
    const ids = await threeContractsOfTenMillion();
    const before = operations('charge').length;
    for (const body of [{ method: 'card', card_token: await cardToken(testApp) }, { method: 'pix' }]) {
      const refused = await testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body: { contract_ids: ids, ...body } });
      expect([refused.statusCode, errorOf(refused).code, errorOf(refused).message]).toEqual([
        422,
        'PAYMENT.OVER_LIMIT',
        'O pagamento passa do limite de R$ 10.000.000,00 em contratos por pagamento (a taxa não conta). Pague em partes: escolha menos contratos.',
      ]);
    }
    expect(operations('charge')).toHaveLength(before);
    expect(await testApp.db.select().from(paymentItems).where(inArray(paymentItems.contractId, ids))).toEqual([]);
    expect(await testApp.db.select().from(providerCalls).where(eq(providerCalls.kind, 'charge'))).toEqual([]);
  });

  it('is paid in parts: one contract of R$ 10 milhões alone is charged R$ 11 milhões, stored whole', async () => {
    const [first] = await threeContractsOfTenMillion();
    const payment = await payByCard(testApp, as(cast.brand), [first ?? 0]);
    expect(payment).toMatchObject({ amount_centavos: 1_000_000_000, fee_centavos: 100_000_000, total_centavos: 1_100_000_000 });
    await expectLedgerSettled(first ?? 0);
  });
});

describe('money columns', () => {
  it('are bigint everywhere centavos are stored, read back as exact numbers past 2^31', async () => {
    const columns = await queryRows<{ name: string; type: string }>(
      testApp.db,
      sql`SELECT table_name || '.' || column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = 'public' AND column_name LIKE '%centavos' ORDER BY 1`,
    );
    expect(columns.map((column) => column.name)).toEqual([
      'contracts.amount_centavos',
      'contracts.counter_amount_centavos',
      'ledger_entries.amount_centavos',
      'payment_items.amount_centavos',
      'payment_items.fee_centavos',
      'payment_items.late_fees_centavos',
      'payments.amount_centavos',
      'payments.fee_centavos',
      'payments.late_fees_centavos',
      'payouts.amount_centavos',
      'project_options.price_centavos',
      'projects.budget_centavos',
    ]);
    expect(new Set(columns.map((column) => column.type))).toEqual(new Set(['bigint']));
    // What three contracts of R$ 10 milhões and their fee would have come to.
    const [payment] = await testApp.db.select({ id: payments.id }).from(payments).limit(1);
    await testApp.db.update(payments).set({ amountCentavos: 3_300_000_000 }).where(eq(payments.id, payment?.id ?? 0));
    const [read] = await testApp.db.select({ amountCentavos: payments.amountCentavos }).from(payments).where(eq(payments.id, payment?.id ?? 0));
    expect(read?.amountCentavos).toBe(3_300_000_000);
  });
});

describe('a crash between the provider and the commit, then a retry', () => {
  it('a card payment retried with the same idempotency key charges once', async () => {
    const contract = await accepted();
    const body = { contract_ids: [contract.id], method: 'card', idempotency_key: 'checkout-attempt-0001' };
    crashing.crashAfterNext('charge');
    const crashed = await testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body: { ...body, card_token: await cardToken(testApp) } });
    expect([crashed.statusCode, errorOf(crashed).code]).toEqual([500, 'INTERNAL']);
    expect(await chargeOfContract(contract.id)).toEqual([]);
    const [charged] = operations('charge').slice(-1);

    // The checkout retries the same attempt: a new card token (the first was used), the same key.
    const retried = await testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body: { ...body, card_token: await cardToken(testApp) } });
    expect(retried.statusCode, retried.body).toBe(201);
    await testApp.sandbox.idle();
    expect(await chargeOfContract(contract.id)).toEqual([{ chargeId: charged?.id, status: 'paid' }]);
    expect(operations('charge', charged?.about)).toHaveLength(1);
    await expectLedgerSettled(contract.id);

    // The answer lost again: the same key answers the same payment.
    const again = await testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body: { ...body, card_token: await cardToken(testApp) } });
    expect([again.statusCode, dataOf(again, paymentSchema).id]).toEqual([200, dataOf(retried, paymentSchema).id]);
    expect(operations('charge', charged?.about)).toHaveLength(1);
  });

  it('a refund on cancellation is given once, when the provider next speaks of the charge', async () => {
    const contract = await accepted();
    await payByCard(testApp, as(cast.brand), [contract.id]);
    const [charge] = await chargeOfContract(contract.id);
    crashing.crashAfterNext('refund');
    const crashed = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/cancellation`, as: as(cast.brand), body: {} });
    expect(crashed.statusCode).toBe(500);
    // The sandbox's event about the refunded charge is the retry: it finds the refund unanswered.
    await testApp.sandbox.idle();
    expect(operations('refund', charge?.chargeId)).toHaveLength(1);
    expect(await chargeOfContract(contract.id)).toEqual([{ chargeId: charge?.chargeId, status: 'refunded' }]);
    await expectLedgerSettled(contract.id);
  });

  it('a payout is sent once, by the clock sweep after the crash', async () => {
    const contract = await accepted(300_000);
    await payByCard(testApp, as(cast.brand), [contract.id]);
    const file = await uploadToContract(testApp, as(cast.ana), contract.id, 'video/mp4');
    const delivery = { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: ['https://www.instagram.com/p/Cafe123/'], file_ids: [file.id], note: 'Segue!' };
    expect((await testApp.call({ method: 'POST', path: '/creator/contracts/delivery', as: as(cast.ana), body: delivery })).statusCode).toBe(200);
    expect((await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/approval`, as: as(cast.brand), body: {} })).statusCode).toBe(200);

    expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody({ pix_key: 'ana.souza@exemplo.com.br' }) })).statusCode).toBe(200);
    crashing.crashAfterNext('payout');
    const crashed = await testApp.call({ method: 'POST', path: '/payouts', as: as(cast.ana), body: {} });
    expect(crashed.statusCode, crashed.body).toBe(500);
    const [sent] = operations('payout').slice(-1);
    const waiting = dataOf(await testApp.call({ method: 'GET', path: '/earnings', as: as(cast.ana) }), earningsSchema);
    expect(waiting.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ available_centavos: 0, payout_pending_centavos: 300_000 });

    // The sweep, a minute on, calls again with the payout's own key.
    now = new Date(now.getTime() + RESUME_AFTER_MS);
    expect(await new PaymentsProviderCallsService(moneyDepsOf(testApp, { now: () => now })).resumeUnanswered()).toBeGreaterThanOrEqual(1);
    await testApp.sandbox.idle();
    expect(operations('payout', sent?.about)).toHaveLength(1);
    const after = dataOf(await testApp.call({ method: 'GET', path: '/earnings', as: as(cast.ana) }), earningsSchema);
    expect(after.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ payout_pending_centavos: 0, paid_out_centavos: 300_000, payout: { status: 'paid' } });
    await expectLedgerSettled(contract.id);
  });
});
