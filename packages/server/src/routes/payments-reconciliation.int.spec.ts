import { contractSchema, paymentSchema, type ContractWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators, payouts, reconciliationReports } from '../db/schema.js';
import { PaymentsReconciliationService, type ReconciliationLog } from '../payments/payments-reconciliation.service.js';
import { FAILING_PAYOUT_PIX_KEY } from '../payments/sandbox/sandbox-provider.js';
import { aBankAccountBody, dataOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { acceptedContract, cardToken, payByCard, TEST_CARDS, uploadToContract } from '../test-support/money-cast.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 42, the daily reconciliation, on the real server and the sandbox: after every way money
// moves (card paid and declined, Pix paid, a refund, a payout paid and one the bank refused) it
// finds nothing; a charge the ledger lacks and a payout the provider lacks are both reported, in
// the log and in the report an operator reads.
let now = new Date('2026-11-24T12:00:00.000Z');
let testApp: TestApp;
let cast: ContractCast;
const logged: { level: 'info' | 'warn'; fields: Record<string, unknown>; message: string }[] = [];
const log: ReconciliationLog = {
  info: (fields, message) => logged.push({ level: 'info', fields: { ...fields }, message }),
  warn: (fields, message) => logged.push({ level: 'warn', fields: { ...fields }, message }),
};

beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => now } });
  cast = await castForContracts(testApp);
});

afterAll(async () => {
  await testApp.close();
});

const as = (member: CastMember) => member.identity;
const post = async (by: CastMember, path: string, body: unknown = {}) => {
  const response = await testApp.call({ method: 'POST', path, as: as(by), body });
  expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(300);
  await testApp.sandbox.idle();
  return response;
};
const accepted = (amountCentavos: number) => acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, amountCentavos);
const reconciliation = () => new PaymentsReconciliationService({ db: testApp.db, clock: { now: () => now }, provider: testApp.payments.provider }, { log, providerName: 'sandbox', skippedMethods: [] });

/** Delivered and approved: its money available to Ana, then asked for. */
async function paidOut(contract: ContractWire, pixKey: string): Promise<void> {
  const file = await uploadToContract(testApp, as(cast.ana), contract.id, 'video/mp4');
  await post(cast.ana, '/creator/contracts/delivery', { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: ['https://www.instagram.com/p/Cafe123/'], file_ids: [file.id] });
  await post(cast.brand, `/project/contract/${String(contract.id)}/approval`);
  expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody({ pix_key: pixKey }) })).statusCode).toBe(200);
  await post(cast.ana, '/payouts');
}

describe('the daily reconciliation', () => {
  it('finds nothing after every way money moves through the provider', async () => {
    const byCard = await accepted(150_000);
    await payByCard(testApp, as(cast.brand), [byCard.id]);
    const declined = await accepted(70_000);
    await testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body: { contract_ids: [declined.id], method: 'card', card_token: await cardToken(testApp, TEST_CARDS.noFunds) } });
    const byPix = await accepted(90_000);
    const pix = dataOf(await post(cast.brand, '/payment', { contract_ids: [byPix.id], method: 'pix' }), paymentSchema).pix;
    await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix?.txid ?? ''}/pagamento` });
    await testApp.sandbox.idle();
    const refunded = await accepted(60_000);
    await payByCard(testApp, as(cast.brand), [refunded.id]);
    expect(dataOf(await post(cast.brand, `/project/contract/${String(refunded.id)}/cancellation`, { reason: 'Mudança de planos.' }), contractSchema).status).toBe('cancelled');
    await paidOut(byCard, 'ana.souza@exemplo.com.br');
    await paidOut(byPix, FAILING_PAYOUT_PIX_KEY);
    expect(testApp.sandbox.operations().map((operation) => operation.kind).sort()).toEqual(['charge', 'charge', 'charge', 'charge', 'payout', 'payout', 'refund']);

    // The last quarter of an hour is the next run's: these moves are all older by then.
    now = new Date(now.getTime() + 20 * 60_000);
    const clean = await reconciliation().reconcile();
    expect(clean.differences).toEqual([]);
    const [report] = await testApp.db.select().from(reconciliationReports).where(eq(reconciliationReports.id, clean.reportId));
    expect(report).toMatchObject({ differenceCount: 0, provider: 'sandbox', compared: { provider: 7, ledger: 7 } });
    expect(logged.filter((line) => line.level === 'warn')).toEqual([]);
  });

  it('reports a charge the ledger lacks and a payout the provider lacks, in the log and the report', async () => {
    // The provider made a charge Publi never recorded (its answer lost for good)...
    const stray = await testApp.payments.provider.createPixCharge({ reference: 'publi-perdida', amountCentavos: 45_000, expiresAt: new Date(now.getTime() + 30 * 60_000), idempotencyKey: 'stray-charge' });
    // ...and the ledger holds a payout the provider never made.
    const [ana] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.id, cast.ana.creatorId));
    const contract = await accepted(30_000);
    await testApp.db.insert(payouts).values({ contractId: contract.id, creatorId: ana?.id ?? 0, status: 'paid', amountCentavos: 27_000, destinationLabel: 'Chave Pix a***@exemplo.com.br', providerPayoutId: 'po_nunca_feito', requestedAt: now });
    now = new Date(now.getTime() + 20 * 60_000);
    logged.length = 0;

    const { differences, reportId } = await reconciliation().reconcile();
    expect(differences).toEqual([
      { problem: 'missing_in_ledger', provider: { kind: 'charge', id: stray.id, amountCentavos: 45_000, state: 'not_received' } },
      { problem: 'missing_at_provider', ledger: { kind: 'payout', id: 'po_nunca_feito', amountCentavos: 27_000, state: 'paid' } },
    ]);
    const [report] = await testApp.db.select().from(reconciliationReports).where(eq(reconciliationReports.id, reportId));
    expect(report).toMatchObject({ differenceCount: 2, differences });
    expect(logged.filter((line) => line.level === 'warn').map((line) => [line.fields['problem'], line.fields['id']])).toEqual([
      ['missing_in_ledger', stray.id],
      ['missing_at_provider', 'po_nunca_feito'],
    ]);
    expect(logged.at(-1)).toMatchObject({ level: 'info', message: 'reconciliation done', fields: { reconciliationReport: reportId, differences: 2 } });
  });
});
