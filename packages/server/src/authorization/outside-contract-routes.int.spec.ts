import { paymentSchema } from '@publi/contract';
import { balancesOf } from '@publi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema.js';
import { acceptedContract, castForContracts, dataOf, startTestApp, TEST_CARDS, type ContractCast, type TestApp } from '../testing.js';
import type { OutsideContractRoute } from '../test-support/outside-contract-routes.js';
import { answersOf, CALLERS, expectedOf, statusesOf, visibleOf, type OutsideRequest, type OutsideRow } from '../test-support/outside-contract-rows.js';

// The authorization table, continued for the routes outside the contract that are not files
// (those are in outside-contract-files.int.spec.ts, the web app's in outside-contract-web-app.int.spec.ts):
// the sandbox provider's tokenizer and "simular pagamento", the OpenAPI document, and SPEC's
// trailing-slash spelling of a contract route. Columns, the callers (outside-contract-rows.ts):
// anonymous, the contract's brand, its creator Ana, Ana's linked agent, another brand, another
// creator, an unlinked agent; each sends its real ID token as the web app would. Each row's
// comment says why its statuses are what they are, 404 or 403 included.

const get = (url: string): OutsideRequest => ({ method: 'GET', url });
const post = (url: string, payload?: Record<string, unknown>): OutsideRequest => ({ method: 'POST', url, ...(payload ? { payload } : {}) });
const CARD = { number: TEST_CARDS.approved, holder_name: 'RITA GOMES', expiry_month: 12, expiry_year: 2099, cvc: '123' };

let testApp: TestApp;
let cast: ContractCast;
/** The brand's pending Pix: its payment and the txid only the brand is shown. */
let pix: { contractId: number; paymentId: number; txid: string };

beforeAll(async () => {
  testApp = await startTestApp();
  cast = await castForContracts(testApp);
  const contract = await acceptedContract(testApp, cast.brand.identity, { identity: cast.ana.identity, creatorId: cast.ana.creatorId });
  const created = dataOf(await testApp.call({ method: 'POST', path: '/payment', as: cast.brand.identity, body: { contract_ids: [contract.id], method: 'pix' } }), paymentSchema);
  if (created.pix === null) throw new Error('set-up: a Pix payment without its code');
  pix = { contractId: contract.id, paymentId: created.id, txid: created.pix.txid };
});

afterAll(async () => {
  await testApp.close();
});

async function expectRow(row: OutsideRow): Promise<void> {
  expect(statusesOf(await answersOf(testApp.app, cast, row.request()))).toEqual(expectedOf(row));
}

describe('POST /sandbox/cartoes' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // The provider's checkout knows no Publi account: the card form posts here before any Publi
    // call, and the token it gets names nobody and pays one charge, within 15 minutes.
    { ask: 'an approved test card', request: () => post('/sandbox/cartoes', CARD),                  expected: [201, 201, 201, 201, 201, 201, 201] },
    // A form the checkout refuses is refused to everyone alike, field by field.
    { ask: 'a card number that fails its check digit', request: () => post('/sandbox/cartoes', { ...CARD, number: '4242424242424241' }), expected: [422, 422, 422, 422, 422, 422, 422] },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it("answers only the token and the card's brand and last digits, kept by no cache", async () => {
    const answers = await answersOf(testApp.app, cast, post('/sandbox/cartoes', CARD));
    for (const caller of CALLERS) {
      expect(Object.keys(answers[caller].json<Record<string, unknown>>()).sort(), caller).toEqual(['brand', 'last4', 'token']);
      expect(answers[caller].headers['cache-control'], caller).toBe('no-store');
    }
  });
});

describe('POST /sandbox/pix/:txid/pagamento' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // A Pix code is a bearer payment order: a bank app pays whatever code it is given, and the
    // sandbox stands for that app. Only the paying brand is ever shown the code (GET /payment/:id
    // is 404 to anyone else), and its txid carries 20 random letters and digits.
    { ask: "the brand's pending Pix, by its txid", request: () => post(`/sandbox/pix/${pix.txid}/pagamento`), expected: [202, 202, 202, 202, 202, 202, 202] },
    // 404, never 403: the sandbox checks no account, so a txid it never issued simply does not exist.
    { ask: 'a txid never issued', request: () => post('/sandbox/pix/PUBLI00000000000000000000/pagamento'), expected: [404, 404, 404, 404, 404, 404, 404] },
    { ask: 'a txid of the wrong shape', request: () => post('/sandbox/pix/publi-1/pagamento'),       expected: [404, 404, 404, 404, 404, 404, 404] },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it("settles the brand's payment through the webhook, once for all seven simulations", async () => {
    await testApp.sandbox.idle();
    const read = await testApp.call({ method: 'GET', path: `/payment/${pix.paymentId}`, as: cast.brand.identity });
    expect(dataOf(read, paymentSchema)).toMatchObject({ status: 'paid', total_centavos: 165_000 });
    // Each simulation sends its own charge.paid event; the brand still paid once.
    const entries = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, pix.contractId));
    expect(balancesOf(entries.map((entry) => ({ account: entry.account, amountCentavos: entry.amountCentavos })))).toMatchObject({ brand: -165_000, creator_held: 150_000 });
  });

  it('answers a txid never issued exactly as one of the wrong shape', async () => {
    const [unknown, malformed] = await Promise.all(rows.slice(1).map((row) => testApp.app.inject(row.request())));
    if (!unknown || !malformed) throw new Error('rows missing');
    expect(visibleOf(unknown)).toEqual(visibleOf(malformed));
  });
});

describe('POST /sandbox/pix/:txid/pagamento in production mode', () => {
  let production: TestApp;
  let txid: string;
  const webhookCalls: string[] = [];

  beforeAll(async () => {
    production = await startTestApp({ mode: 'production' });
    // Stands in for the webhook route, to see whether anything was paid.
    production.sandbox.connect((rawBody) => {
      webhookCalls.push(rawBody);
      return Promise.resolve(200);
    });
    const charge = await production.sandbox.createPixCharge({ reference: 'producao', amountCentavos: 10_000, expiresAt: new Date(Date.now() + 3_600_000), idempotencyKey: 'producao-1' });
    txid = charge.pix?.txid ?? '';
  });

  afterAll(async () => {
    await production.close();
  });

  it('is not there: a real charge is answered as a path that never existed, to every caller, and nothing is paid', async () => {
    // "Simular pagamento" is a demo action: production registers no such route (404 ROUTE.NOT_FOUND).
    const answers = await answersOf(production.app, cast, post(`/sandbox/pix/${txid}/pagamento`));
    const missing = await production.app.inject({ method: 'POST', url: '/sandbox/nada' });
    expect(missing.statusCode).toBe(404);
    for (const caller of CALLERS) expect(visibleOf(answers[caller]), caller).toEqual(visibleOf(missing));
    await production.sandbox.idle();
    expect(webhookCalls).toEqual([]);

    // The same charge paid by the sandbox itself does reach the webhook: the check above can see a payment.
    expect(production.sandbox.simulatePixPayment(txid)).toBe(true);
    await production.sandbox.idle();
    expect(webhookCalls).toHaveLength(1);
  });
});

describe('GET /api/docs/openapi.json' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // The contract's own description, built once at start: public, and no account's data in it.
    { ask: 'the document', request: () => get('/api/docs/openapi.json'),                         expected: [200, 200, 200, 200, 200, 200, 200] },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it('is the same document, byte for byte, whoever asks', async () => {
    const answers = await answersOf(testApp.app, cast, get('/api/docs/openapi.json'));
    for (const caller of CALLERS) expect(answers[caller].body, caller).toBe(answers.anonymous.body);
  });
});

describe('GET /api/project/export/creators/' satisfies OutsideContractRoute, () => {
  const rows: OutsideRow[] = [
    //                                                                                            anon brand creator linked oBrand oCreator unlinked
    // SPEC's spelling, the contract's handler (exportCreatorProjects in the contract's table):
    // Ana and her linked agent read her projects; anyone else is refused with 403, not 404, as
    // the creator's profile is public and whose export it is hides nothing; nobody unsigned gets in.
    { ask: "Ana's projects", request: () => get(`/api/project/export/creators/?creator_id=${cast.ana.creatorId}`), expected: [401, 403, 200, 200, 403, 403, 403] },
  ];

  it.each(rows)('$ask: each caller as the row says', expectRow);

  it("answers every caller as the contract's spelling does", async () => {
    const [slash, contract] = await Promise.all(
      [`/api/project/export/creators/?creator_id=${cast.ana.creatorId}`, `/api/project/export/creators?creator_id=${cast.ana.creatorId}`].map((url) => answersOf(testApp.app, cast, get(url))),
    );
    if (!slash || !contract) throw new Error('answers missing');
    for (const caller of CALLERS) {
      expect({ status: slash[caller].statusCode, type: slash[caller].headers['content-type'] }, caller).toEqual({ status: contract[caller].statusCode, type: contract[caller].headers['content-type'] });
    }
  });
});
