import { ledgerMatchesStatus, ledgerSum, balancesOf, type ContractStatus } from '@publi/domain';
import fc from 'fast-check';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, ledgerEntries, paymentItems, payments } from '../db/schema.js';
import { DeliveriesService } from '../deliveries/deliveries.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import { aBankAccountBody } from '../test-support/account-bodies.builder.js';
import { castForContracts, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { acceptedContract, cardToken, moneyDepsOf, TEST_CARDS, uploadToContract } from '../test-support/money-cast.builder.js';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test-support/test-app.js';

// The ledger's invariant under any sequence of what people and the clock do to a contract's
// money, on the real server: after every step, each contract's movements sum to zero and its
// balances are the ones its status allows (the domain's `ledgerMatchesStatus`). Bounded: a dozen
// sequences of up to eight steps, a few seconds in all.
//
// The same run feeds the log check: the server logs at debug level into `testApp.logs`, and every
// error body is kept, then both are searched for card numbers, documents, account numbers and tokens.
let now = new Date('2026-11-24T12:00:00.000Z');
let testApp: TestApp;
let cast: ContractCast;
const errorBodies: string[] = [];
const cardTokens: string[] = [];

const clock = { now: () => now };
const as = (member: CastMember) => member.identity;

beforeAll(async () => {
  testApp = await startTestApp({ clock, captureLogs: true });
  cast = await castForContracts(testApp);
  await call(cast.ana, 'PUT', '/creator/bank_account', aBankAccountBody({ pix_key: 'ana.souza@exemplo.com.br' }));
});

afterAll(async () => {
  await testApp.close();
});

async function call(by: CastMember, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<LightMyRequestResponse> {
  const response = await testApp.call({ method, path, as: as(by), ...(body === undefined ? {} : { body }) });
  if (response.statusCode >= 400) errorBodies.push(response.body);
  return response;
}

function sweeps() {
  const deps = moneyDepsOf(testApp, clock);
  return { payments: new PaymentsService(deps), deliveries: new DeliveriesService(deps) };
}

type Step = 'payCard' | 'payDeclined' | 'payPix' | 'simulatePix' | 'pixExpires' | 'deliver' | 'requestChanges' | 'approve' | 'cancel' | 'sevenDays' | 'payout';
const STEPS: readonly Step[] = ['payCard', 'payDeclined', 'payPix', 'simulatePix', 'pixExpires', 'deliver', 'requestChanges', 'approve', 'cancel', 'sevenDays', 'payout'];

/** Does `step` to the contract; refusals are part of the game (the rule decides), errors of the server are not. */
async function apply(step: Step, contract: { id: number; projectId: number }, pix: { txid: string | null }): Promise<void> {
  const path = `/project/contract/${String(contract.id)}`;
  let response: LightMyRequestResponse | null = null;
  switch (step) {
    case 'payCard':
    case 'payDeclined': {
      const token = await cardToken(testApp, step === 'payCard' ? TEST_CARDS.approved : TEST_CARDS.noFunds);
      cardTokens.push(token);
      response = await call(cast.brand, 'POST', '/payment', { contract_ids: [contract.id], method: 'card', card_token: token });
      break;
    }
    case 'payPix': {
      response = await call(cast.brand, 'POST', '/payment', { contract_ids: [contract.id], method: 'pix' });
      if (response.statusCode < 300) pix.txid = response.json<{ data: { pix: { txid: string } | null } }>().data.pix?.txid ?? null;
      break;
    }
    case 'simulatePix':
      if (pix.txid !== null) await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix.txid}/pagamento` });
      break;
    case 'pixExpires':
      now = new Date(now.getTime() + 31 * 60_000);
      await sweeps().payments.expireOverduePix();
      break;
    case 'deliver': {
      const status = (await statusOf(contract.id)) as ContractStatus;
      const files = status === 'paid' || status === 'changes_requested' ? [(await uploadToContract(testApp, as(cast.ana), contract.id)).id] : [];
      response = await call(cast.ana, 'POST', '/creator/contracts/delivery', { project_id: contract.projectId, creator_id: cast.ana.creatorId, links: ['https://exemplo.com.br/post'], file_ids: files });
      break;
    }
    case 'requestChanges':
      response = await call(cast.brand, 'POST', `${path}/changes`, { comment: 'Ajuste, por favor.' });
      break;
    case 'approve':
      response = await call(cast.brand, 'POST', `${path}/approval`, {});
      break;
    case 'cancel':
      response = await call(cast.brand, 'POST', `${path}/cancellation`, { reason: 'Mudança de planos.' });
      break;
    case 'sevenDays':
      now = new Date(now.getTime() + 7 * 86_400_000);
      await sweeps().deliveries.approveOverdue();
      break;
    case 'payout':
      response = await call(cast.ana, 'POST', '/payouts', {});
      break;
  }
  await testApp.sandbox.idle();
  if (response !== null) expect(response.statusCode, `${step}: ${response.body}`).toBeLessThan(500);
}

async function statusOf(id: number): Promise<string> {
  const [row] = await testApp.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id));
  return row?.status ?? '';
}

/** The contract's ledger sums to zero and its balances are the ones its status allows. */
async function expectLedgerMatches(id: number): Promise<void> {
  const rows = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, id));
  expect(ledgerSum(rows)).toBe(0);
  const [share] = await testApp.db
    .select({ amountCentavos: paymentItems.amountCentavos, feeCentavos: paymentItems.feeCentavos })
    .from(paymentItems)
    .innerJoin(payments, eq(payments.id, paymentItems.paymentId))
    .where(and(eq(paymentItems.contractId, id), inArray(payments.status, ['paid']), isNull(paymentItems.refundedAt)));
  const balances = balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos })));
  const status = (await statusOf(id)) as ContractStatus;
  expect(ledgerMatchesStatus(status, balances, share ?? null), `${status} ${JSON.stringify(balances)}`).toBe(true);
}

describe('the ledger', () => {
  it('sums to zero per contract and matches its status after every step of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...STEPS), { minLength: 1, maxLength: 8 }), async (steps) => {
        const contract = await acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId });
        const pix = { txid: null as string | null };
        for (const step of steps) {
          await apply(step, { id: contract.id, projectId: contract.project_id }, pix);
          await expectLedgerMatches(contract.id);
        }
      }),
      { numRuns: 12, interruptAfterTimeLimit: 60_000 },
    );
  });

  it('drives the whole happy path at least once: paid, delivered, approved, paid out', async () => {
    const contract = await acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId });
    const pix = { txid: null as string | null };
    for (const step of ['payPix', 'simulatePix', 'deliver', 'requestChanges', 'deliver', 'approve', 'payout'] as const) {
      await apply(step, { id: contract.id, projectId: contract.project_id }, pix);
      await expectLedgerMatches(contract.id);
    }
    const kinds = (await testApp.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.contractId, contract.id))).map((row) => row.kind);
    expect(new Set(kinds)).toEqual(new Set(['brand_charge', 'platform_fee', 'held', 'release', 'payout_requested', 'payout_paid']));
  });
});

describe('logs and error bodies', () => {
  it('never hold card numbers, documents, bank account numbers, tokens or the webhook secret', async () => {
    // A few refusals on purpose, so error paths are in the logs too.
    await testApp.app.inject({ method: 'POST', url: '/sandbox/cartoes', payload: { number: '4242424242424241', holder_name: 'X', expiry_month: 13, expiry_year: 2020, cvc: '12' } });
    await testApp.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'x-publi-signature': 'sha256=00' }, payload: '{"id":"evt_x","type":"charge.paid","created_at":"2026-11-24T12:00:00.000Z","data":{"object_id":"ch_x"}}' });
    await call(cast.ana, 'PUT', '/creator/bank_account', aBankAccountBody({ account: '98765-4', owner_document: '111.444.777-35' }));
    await call(cast.ana, 'PUT', '/creator/bank_account', aBankAccountBody({ pix_key: 'ana.souza@exemplo.com.br' }));

    const secrets = [
      TEST_CARDS.approved,
      TEST_CARDS.noFunds,
      '4242424242424241',
      '52998224725',
      '529.982.247-25',
      '11144477735',
      '12345-1',
      '98765-4',
      TEST_WEBHOOK_SECRET,
      cast.brand.identity.idToken,
      cast.ana.identity.idToken,
      ...cardTokens,
    ];
    const logs = testApp.logs.join('\n');
    expect(testApp.logs.length).toBeGreaterThan(100);
    expect(errorBodies.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      expect(logs.includes(secret), `the log holds ${secret.slice(0, 12)}...`).toBe(false);
      for (const body of errorBodies) expect(body.includes(secret), `an error body holds ${secret.slice(0, 12)}...`).toBe(false);
    }
  });
});
