import { contractSchema, paymentSchema, type PaymentWire } from '@publi/contract';
import { balancesOf } from '@publi/domain';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema.js';
import type { ApiPixConfig } from '../payments/api-pix/api-pix-config.js';
import { keepWebhookRegistered } from '../payments/api-pix/keep-webhook-registered.js';
import { PaymentsPixReconciliationService } from '../payments/payments-pix-reconciliation.service.js';
import { apiPixWebhookUrl } from '../payments/payments-setup.js';
import { dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, readContract, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { LocalPsp } from '../test-support/local-psp/local-psp.js';
import { makeTestCertificates } from '../test-support/local-psp/test-certificates.js';
import { acceptedContract, moneyDepsOf, uploadToContract } from '../test-support/money-cast.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Pix through the API Pix, end to end in demo mode: the server's adapter talks to the local PSP
// over mutual TLS with OAuth2 tokens, the PSP calls the server's callback route over HTTP, and
// every request and answer between them is held to the Central Bank's document. The faults end
// in states the ledger and the brand understand, and nothing is charged twice.
const PIX_KEY = 'pix@publi.com.br';
const WEBHOOK_TOKEN = 'w'.repeat(24) + 'ebhook-token-of-the-tests';
let psp: LocalPsp;
let testApp: TestApp;
let cast: ContractCast;
let clientKey = '';
let stopRegistering: () => void = () => undefined;

beforeAll(async () => {
  const certificates = await makeTestCertificates();
  clientKey = certificates.client.key;
  // The PSP gives up on a callback within a fifth of a second here (real ones retry for hours).
  psp = await LocalPsp.start({ certificates, clientId: 'publi', clientSecret: 'segredo-do-cliente', pixKey: PIX_KEY, tokenTtlSeconds: 300, callbackRetryDelaysMs: [20, 50, 100] });
  const apiPix: ApiPixConfig = {
    baseUrl: psp.baseUrl,
    tokenUrl: psp.tokenUrl,
    clientId: 'publi',
    clientSecret: 'segredo-do-cliente',
    certificate: certificates.client.cert,
    privateKey: certificates.client.key,
    ca: certificates.ca,
    pixKey: PIX_KEY,
    webhookToken: WEBHOOK_TOKEN,
    timeoutMs: 1_000,
  };
  testApp = await startTestApp({ apiPix, captureLogs: true });
  cast = await castForContracts(testApp);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  // The PSP is down at the first try: the server tries again until the webhook is registered.
  psp.failNext(1, 503);
  const said: string[] = [];
  await new Promise<void>((registered) => {
    const log = {
      info: (message: string) => {
        said.push(message);
        registered();
      },
      error: (_details: { reason: string }, message: string) => {
        said.push(message);
      },
    };
    if (testApp.apiPix) stopRegistering = keepWebhookRegistered(testApp.apiPix, apiPixWebhookUrl(`http://127.0.0.1:${String(port)}`, WEBHOOK_TOKEN), log, 20);
  });
  expect(said).toEqual(['could not register the API Pix webhook at the PSP; trying again in a minute', 'registered the API Pix webhook at the PSP']);
});

afterAll(async () => {
  stopRegistering();
  await testApp.close();
  await psp.stop();
  expect(psp.responseViolations).toEqual([]);
  // The webhook's secret, the client secret and the certificate's key never reach a log line.
  const logs = testApp.logs.join('\n');
  expect(logs).toContain('/api/payment/api-pix/[redacted]/pix');
  for (const secret of [WEBHOOK_TOKEN, 'segredo-do-cliente', clientKey.split('\n')[1] ?? 'no key']) expect(logs).not.toContain(secret);
});

const as = (member: CastMember) => member.identity;
const accepted = () => acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, 150_000);
const pay = (body: Record<string, unknown>) => testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body });
const paymentOf = async (id: number) => dataOf(await testApp.call({ method: 'GET', path: `/payment/${String(id)}`, as: as(cast.brand) }), paymentSchema);
const chargesMadeAtThePsp = () => psp.requests.filter((request) => request.method === 'PUT' && /^\/api\/cobv?\//.test(request.path) && request.status === 201).length;

async function pixFor(contractId: number, extra: Record<string, unknown> = {}): Promise<PaymentWire> {
  const response = await pay({ contract_ids: [contractId], method: 'pix', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf(response, paymentSchema);
}

/** Waits until the payment reads `status` (the PSP's callback is on its way). */
async function until(paymentId: number, status: PaymentWire['status']): Promise<PaymentWire> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const payment = await paymentOf(paymentId);
    if (payment.status === status) return payment;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return paymentOf(paymentId);
}

async function balancesOfContract(contractId: number) {
  const rows = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
  return balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos })));
}

describe('the whole path through the API Pix', () => {
  it('checkout, the PSP’s callback, paid, delivered, approved', async () => {
    const contract = await accepted();
    const payment = await pixFor(contract.id);
    // The BR Code is the PSP's (its payload location), never one Publi made up.
    expect(payment.pix?.code).toMatch(/^000201.*127\.0\.0\.1.*6304[0-9A-F]{4}$/);
    expect(payment.pix?.txid).toMatch(/^[a-f0-9]{35}$/);

    await psp.pay(payment.pix?.txid ?? '');
    expect(await until(payment.id, 'paid')).toMatchObject({ status: 'paid', late_fees_centavos: 0 });
    expect(psp.callbacks.at(-1)?.status).toBe(200);
    expect(await balancesOfContract(contract.id)).toMatchObject({ brand: -165_000, platform: 15_000, creator_held: 150_000 });

    const file = await uploadToContract(testApp, as(cast.ana), contract.id, 'video/mp4');
    const delivered = await testApp.call({ method: 'POST', path: '/creator/contracts/delivery', as: as(cast.ana), body: { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: ['https://www.instagram.com/p/Cafe123/'], file_ids: [file.id] } });
    expect(dataOf(delivered, contractSchema).status).toBe('delivered');
    const approved = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/approval`, as: as(cast.brand), body: {} });
    expect(dataOf(approved, contractSchema).status).toBe('approved');
    expect(await balancesOfContract(contract.id)).toMatchObject({ creator_held: 0, creator_available: 150_000 });
  });

  it('a paid contract cancelled before delivery is refunded through a devolução of its Pix', async () => {
    const contract = await accepted();
    const payment = await pixFor(contract.id);
    const { endToEndId } = await psp.pay(payment.pix?.txid ?? '');
    await until(payment.id, 'paid');

    const cancelled = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/cancellation`, as: as(cast.brand), body: { reason: 'Campanha adiada.' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded' });
    // One devolução at the PSP. Its callback (the Pix, now with the devolução) may carry the refund out
    // again before its answer is recorded: the PSP refuses the id it has (400), and the answer is read back.
    const devolutions = psp.requests.filter((request) => request.method === 'PUT' && request.path.startsWith(`/api/pix/${endToEndId}/devolucao/`));
    expect(devolutions.filter((request) => request.status === 201)).toHaveLength(1);
    expect(new Set(devolutions.map((request) => request.path)).size).toBe(1);
    expect(Object.values(await balancesOfContract(contract.id)).every((balance) => balance === 0)).toBe(true);
  });

  it('a Pix com vencimento is a cobv with its payer, fine and interest, paid by its due date', async () => {
    const company = await testApp.call({ method: 'PUT', path: '/account/user', as: as(cast.brand), body: { cnpj: '11.222.333/0001-81', legal_name: 'Marca Teste Ltda.' } });
    expect(company.statusCode, company.body).toBe(200);
    const contract = await accepted();
    const dueDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const payment = await pixFor(contract.id, { method: 'pix_due', due_date: dueDate });
    expect(payment.pix?.due).toMatchObject({ due_date: dueDate, fine_basis_points: 200, interest_basis_points_per_month: 100 });
    expect(psp.requests.at(-1)).toMatchObject({ method: 'PUT', path: `/api/cobv/${payment.pix?.txid ?? ''}`, status: 201 });

    await psp.pay(payment.pix?.txid ?? '');
    expect(await until(payment.id, 'paid')).toMatchObject({ status: 'paid', late_fees_centavos: 0 });
  });
});

describe('faults', () => {
  it('a PSP that never answers: the brand is told, and the same attempt retried gets the one charge it made', async () => {
    const contract = await accepted();
    const before = chargesMadeAtThePsp();
    psp.hangNext(1);
    const lost = await pay({ contract_ids: [contract.id], method: 'pix', idempotency_key: 'tentativa-perdida-1' });
    expect([lost.statusCode, errorOf(lost).code]).toEqual([504, 'PAYMENT.PROVIDER_UNANSWERED']);
    const retried = await pay({ contract_ids: [contract.id], method: 'pix', idempotency_key: 'tentativa-perdida-1' });
    expect(retried.statusCode, retried.body).toBe(201);
    // The PSP made the charge once: the retry's PUT was refused as a txid it had, and read back.
    expect(chargesMadeAtThePsp()).toBe(before + 1);
    expect(psp.requests.at(-1)).toMatchObject({ method: 'GET', path: `/api/cob/${dataOf(retried, paymentSchema).pix?.txid ?? ''}`, status: 200 });
  });

  it('a 500 is a call to repeat, a 503 a charge never made: both end in one charge', async () => {
    const contract = await accepted();
    const before = chargesMadeAtThePsp();
    psp.failNext(1, 500);
    const failed = await pay({ contract_ids: [contract.id], method: 'pix', idempotency_key: 'tentativa-com-500' });
    expect([failed.statusCode, errorOf(failed).code]).toEqual([504, 'PAYMENT.PROVIDER_UNANSWERED']);
    psp.failNext(1, 503);
    const unavailable = await pay({ contract_ids: [contract.id], method: 'pix', idempotency_key: 'tentativa-com-500' });
    expect([unavailable.statusCode, errorOf(unavailable).code]).toEqual([503, 'PAYMENT.PROVIDER_UNAVAILABLE']);
    const paid = await pay({ contract_ids: [contract.id], method: 'pix', idempotency_key: 'tentativa-com-500' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(chargesMadeAtThePsp()).toBe(before + 1);
  });

  it('a callback that overtakes its charge’s commit, then given up on, is made good by the sweep; repeated, it changes nothing', async () => {
    const contract = await accepted();
    psp.payBeforeAnswering();
    const payment = await pixFor(contract.id);
    // Every try of the callback met no payment yet (404), and the PSP gave up.
    expect(psp.callbacks.map((callback) => callback.status)).toEqual(expect.arrayContaining([404]));
    expect((await paymentOf(payment.id)).status).toBe('pending');
    // The expiry sweep asks the PSP about Pix waiting for more than a minute first.
    const aMinuteLater = moneyDepsOf(testApp, { now: () => new Date(Date.now() + 61_000) });
    expect(await new PaymentsPixReconciliationService(aMinuteLater, testApp.apiPix).reconcile()).toBe(1);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'paid' });
    expect(await psp.repeatLastCallback()).toBe(200);
    expect(await new PaymentsPixReconciliationService(aMinuteLater, testApp.apiPix).reconcile()).toBe(0);
    expect(await balancesOfContract(contract.id)).toMatchObject({ brand: -165_000, platform: 15_000, creator_held: 150_000 });
  });

  it('a PSP that cannot be asked: the callback answers 503 (the PSP calls again), the sweep leaves the Pix for the next one', async () => {
    const contract = await accepted();
    const payment = await pixFor(contract.id);
    const callback = { pix: [{ endToEndId: 'E12345678202611281200zyxwvutsrqp', txid: payment.pix?.txid ?? '' }] };
    psp.failNext(1, 503);
    const unavailable = await testApp.app.inject({ method: 'POST', url: `/api/payment/api-pix/${WEBHOOK_TOKEN}/pix`, payload: callback });
    expect([unavailable.statusCode, errorOf(unavailable).code]).toEqual([503, 'PAYMENT.PROVIDER_UNAVAILABLE']);

    await psp.pay(payment.pix?.txid ?? '');
    await until(payment.id, 'paid');
    const waiting = await pixFor((await accepted()).id);
    psp.failNext(1, 503);
    const aMinuteLater = moneyDepsOf(testApp, { now: () => new Date(Date.now() + 61_000) });
    // The PSP fails the first question; the sweep goes on with the others and throws nothing.
    await expect(new PaymentsPixReconciliationService(aMinuteLater, testApp.apiPix).reconcile()).resolves.toBe(0);
    expect((await paymentOf(waiting.id)).status).toBe('pending');
  });

  it('an expired token is fetched again, once', async () => {
    const contract = await accepted();
    const issued = psp.tokensIssued();
    psp.expireTokens();
    await pixFor(contract.id);
    expect(psp.tokensIssued(), JSON.stringify(psp.requests.slice(-6))).toBe(issued + 1);
  });

  it('a refund the PSP refuses leaves the money where it is, and says so to the brand', async () => {
    const contract = await accepted();
    const payment = await pixFor(contract.id);
    await psp.pay(payment.pix?.txid ?? '');
    await until(payment.id, 'paid');
    psp.refuseRefunds();
    const cancelled = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/cancellation`, as: as(cast.brand), body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await paymentOf(payment.id);
    expect(after.status).toBe('paid');
    expect(after.status_reason).toMatch(/^Não foi possível devolver R\$\s1\.650,00 pelo Pix \(.+\)\. A equipe Publi vai fazer a devolução por outro meio e avisar você\.$/);
    expect(await balancesOfContract(contract.id)).toMatchObject({ brand: -165_000, creator_held: 150_000 });
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('cancelled');
  });

  it('refuses a callback without the URL’s secret, and one the PSP does not confirm', async () => {
    const body = { pix: [{ endToEndId: 'E12345678202611281200abcdefghijk', txid: 'a'.repeat(35), valor: '1650.00', horario: '2026-11-28T12:00:00Z' }] };
    const stranger = await testApp.app.inject({ method: 'POST', url: '/api/payment/api-pix/not-the-secret/pix', payload: body });
    expect([stranger.statusCode, errorOf(stranger).code]).toEqual([401, 'PAYMENT.BAD_SIGNATURE']);
    const forged = await testApp.app.inject({ method: 'POST', url: `/api/payment/api-pix/${WEBHOOK_TOKEN}/pix`, payload: body });
    expect([forged.statusCode, errorOf(forged).code]).toEqual([404, 'PAYMENT.UNKNOWN_OBJECT']);
  });
});
