import { contractSchema, earningsSchema, paymentSchema, webhookReceiptSchema, type ContractWire, type PaymentWire } from '@publi/contract';
import { balancesOf } from '@publi/domain';
import { TokensController } from '@pagarme/pagarme-nodejs-sdk';
import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts } from '../db/schema.js';
import { pagarmeClient } from '../payments/pagarme/pagarme-client.js';
import type { PagarmeConfig } from '../payments/pagarme/pagarme-config.js';
import { PaymentsProviderCallsService, RESUME_AFTER_MS } from '../payments/payments-provider-calls.service.js';
import { PaymentsReconciliationService } from '../payments/payments-reconciliation.service.js';
import { FAILING_PAYOUT_PIX_KEY } from '../payments/sandbox/sandbox-provider.js';
import { aBankAccountBody, dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, readContract, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { LocalPagarme } from '../test-support/local-pagarme/local-pagarme.js';
import { acceptedContract, moneyDepsOf, TEST_CARDS, uploadToContract } from '../test-support/money-cast.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Cards, refunds and payouts through Pagar.me, end to end in demo mode: the server's adapter calls
// the local Pagar.me with the real SDK, the browser's part (the card token) is asked of it
// directly, and its signed webhooks reach the server's route over HTTP. Every fixture it answers
// is typed with the SDK's models; the faults end in states the brand understands, charged once.
const SECRET_KEY = 'sk_test_publi0123456789';
const PUBLIC_KEY = 'pk_test_publi0123456789';
let pagarme: LocalPagarme;
let config: PagarmeConfig;
let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  // Pagar.me gives up on a webhook within one and a half seconds here (it retries for days): past
  // the timeout of a call never answered, after which its retry records the charge the webhook is about.
  pagarme = await LocalPagarme.start({ secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, recipientId: 'rp_publi0000000000000', webhookRetryDelaysMs: [20, 100, 400, 1000] });
  config = { secretKey: SECRET_KEY, publicKey: PUBLIC_KEY, recipientId: 'rp_publi0000000000000', apiAddress: pagarme.address, apiUrl: `${pagarme.address}/core/v5`, timeoutMs: 400 };
  testApp = await startTestApp({ pagarme: config, captureLogs: true });
  cast = await castForContracts(testApp);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  pagarme.sendWebhooksTo(webhookUrl());
});

const webhookUrl = () => `http://127.0.0.1:${String((testApp.app.server.address() as AddressInfo).port)}/api/payment/pagarme/webhook`;

afterAll(async () => {
  await testApp.close();
  await pagarme.stop();
  // The secret key never reaches a log line.
  expect(testApp.logs.join('\n')).not.toContain(SECRET_KEY);
});

const as = (member: CastMember) => member.identity;
const accepted = (amountCentavos = 150_000) => acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, amountCentavos);
const pay = (body: Record<string, unknown>) => testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body });
const paymentOf = async (id: number) => dataOf(await testApp.call({ method: 'GET', path: `/payment/${String(id)}`, as: as(cast.brand) }), paymentSchema);
const earnings = async () => dataOf(await testApp.call({ method: 'GET', path: '/earnings', as: as(cast.ana) }), earningsSchema);
const chargesMade = () => pagarme.charges.all().length;

/** A card token as the checkout gets it: from Pagar.me itself with the public key, never through Publi. */
async function cardToken(number: string = TEST_CARDS.approved): Promise<string> {
  const answer = await new TokensController(pagarmeClient(config)).createToken(PUBLIC_KEY, { type: 'card', card: { number, holderName: 'RITA GOMES', expMonth: 12, expYear: 2099, cvv: '123', brand: '', label: '' } });
  return answer.result.id ?? '';
}

async function ledgerOf(contractId: number) {
  const rows = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
  return { rows, balances: balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos }))) };
}

async function paidByCard(contract: ContractWire): Promise<PaymentWire> {
  const response = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken() });
  expect(response.statusCode, response.body).toBe(201);
  await pagarme.idle();
  return paymentOf(dataOf(response, paymentSchema).id);
}

/** Paid, delivered and approved: its money available to Ana. */
async function approvedContract(amountCentavos: number): Promise<ContractWire> {
  const contract = await accepted(amountCentavos);
  await paidByCard(contract);
  const file = await uploadToContract(testApp, as(cast.ana), contract.id, 'video/mp4');
  await testApp.call({ method: 'POST', path: '/creator/contracts/delivery', as: as(cast.ana), body: { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: ['https://www.instagram.com/p/Cafe123/'], file_ids: [file.id] } });
  const approved = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/approval`, as: as(cast.brand), body: {} });
  expect(dataOf(approved, contractSchema).status).toBe('approved');
  return contract;
}

async function payOutTo(bankAccount: Record<string, string>) {
  expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody(bankAccount) })).statusCode).toBe(200);
  const requested = await testApp.call({ method: 'POST', path: '/payouts', as: as(cast.ana), body: {} });
  expect(requested.statusCode, requested.body).toBe(200);
  await pagarme.idle();
  return earnings();
}

/** Posts a webhook to the server as Pagar.me would, signed with `key` (or not at all). */
function webhook(type: string, objectId: string, key: string | null) {
  const payload = JSON.stringify({ id: `hook_${objectId}`, account: { id: 'acc_publi0000000000', name: 'Publi' }, type, created_at: new Date().toISOString(), data: { id: objectId, status: 'paid', paid_amount: 999_999_999 } });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['x-hub-signature'] = `sha1=${createHmac('sha1', key).update(payload).digest('hex')}`;
  return testApp.app.inject({ method: 'POST', url: '/api/payment/pagarme/webhook', headers, payload });
}

describe('cards through Pagar.me', () => {
  it('a card charge is an order at Pagar.me; its signed webhook, read back, pays the contract and writes the ledger', async () => {
    const contract = await accepted();
    const response = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken() });
    expect(response.statusCode, response.body).toBe(201);
    expect(dataOf(response, paymentSchema)).toMatchObject({ status: 'pending', card: { brand: 'Visa', last4: '4242' } });
    await pagarme.idle();
    expect((await paymentOf(dataOf(response, paymentSchema).id)).status).toBe('paid');
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('paid');
    expect((await ledgerOf(contract.id)).balances).toMatchObject({ brand: -165_000, platform: 15_000, creator_held: 150_000 });
    expect(pagarme.charges.all().at(-1)).toMatchObject({ amount: 165_000, status: 'paid' });
    expect(pagarme.deliveries.at(-1)).toMatchObject({ type: 'charge.paid', status: 200 });
  });

  it.each([
    [TEST_CARDS.noFunds, 'PAYMENT.CARD_DECLINED_FUNDS', 'Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.'],
    [TEST_CARDS.fraud, 'PAYMENT.CARD_DECLINED_FRAUD', 'Pagamento recusado pelo emissor do cartão por segurança. Fale com o seu banco ou pague com Pix.'],
  ])('a card the acquirer declines (%s) is explained in pt-BR, and nothing is charged', async (number, code, message) => {
    const contract = await accepted();
    const declined = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(number) });
    expect([declined.statusCode, errorOf(declined).code, errorOf(declined).message]).toEqual([402, code, message]);
    await pagarme.idle();
    // Its charge.payment_failed webhook, read back, finds the payment failed already.
    expect(pagarme.deliveries.at(-1)).toMatchObject({ type: 'charge.payment_failed', status: 200 });
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('accepted');
    expect((await ledgerOf(contract.id)).rows).toHaveLength(0);
  });

  it('a used or unknown token is refused as expired card data, nothing charged', async () => {
    const contract = await accepted();
    const before = chargesMade();
    const unknown = await pay({ contract_ids: [contract.id], method: 'card', card_token: 'token_naoexiste000000' });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([422, 'PAYMENT.CARD_TOKEN_INVALID']);
    expect(chargesMade()).toBe(before);
  });

  it('cancelling a paid contract refunds the card through a cancellation of its charge', async () => {
    const contract = await accepted();
    const payment = await paidByCard(contract);
    const cancelled = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/cancellation`, as: as(cast.brand), body: { reason: 'Campanha adiada.' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await pagarme.idle();
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded' });
    expect(pagarme.charges.all().at(-1)).toMatchObject({ amount: 165_000, canceledAmount: 165_000, status: 'canceled' });
    expect(pagarme.deliveries.at(-1)).toMatchObject({ type: 'charge.refunded', status: 200 });
    expect(Object.values((await ledgerOf(contract.id)).balances).every((balance) => balance === 0)).toBe(true);
  });
});

describe('payouts through Pagar.me', () => {
  it('to the bank account: a recipient of its own, funded from Publi’s, a transfer out, paid by webhook', async () => {
    const contract = await approvedContract(120_000);
    const after = await payOutTo({ account: '12345-1', agency: '0001', bank_code: '260' });
    expect(after.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ paid_out_centavos: 120_000, payout: { status: 'paid' } });
    expect(pagarme.recipients.allTransfers().slice(-2)).toMatchObject([
      { kind: 'between', amount: 120_000, status: 'transferred' },
      { kind: 'out', amount: 120_000, status: 'transferred', targetId: '12345' },
    ]);
  });

  it('to a Pix key: another recipient, the money out to the key', async () => {
    const contract = await approvedContract(90_000);
    const after = await payOutTo({ pix_key: 'ana.souza@exemplo.com.br' });
    expect(after.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ paid_out_centavos: 90_000, payout: { status: 'paid' } });
    expect(pagarme.recipients.allTransfers().at(-1)).toMatchObject({ kind: 'out', amount: 90_000, targetId: 'ana.souza@exemplo.com.br' });
  });

  it('a transfer the bank refuses: the money is available again, and the next try needs no new funding', async () => {
    const contract = await approvedContract(70_000);
    const failed = await payOutTo({ pix_key: FAILING_PAYOUT_PIX_KEY });
    expect(failed.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ available_centavos: 70_000, payout: { status: 'failed' } });
    expect(failed.nudge).toContain('O banco recusou o saque');
    expect(pagarme.deliveries.at(-1)).toMatchObject({ type: 'transfer.failed', status: 200 });
    // Pagar.me gave the money back to that destination's recipient: the retry sends it without funding again.
    const fundings = pagarme.recipients.allTransfers().filter((transfer) => transfer.kind === 'between').length;
    await payOutTo({ pix_key: FAILING_PAYOUT_PIX_KEY });
    expect(pagarme.recipients.allTransfers().filter((transfer) => transfer.kind === 'between')).toHaveLength(fundings);
  });

  it('a transfer Pagar.me refuses at once (a 4xx): the payout fails, its money available again with the reason, never a 5xx', async () => {
    const contract = await approvedContract(40_000);
    pagarme.faults.failNext(1, 412, /^POST \/recipients\/[^/]+\/transfers$/);
    const after = await payOutTo({ pix_key: 'ana.souza@exemplo.com.br' });
    expect(after.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ available_centavos: 40_000, payout_pending_centavos: 0, payout: { status: 'failed' } });
    expect(after.nudge).toContain('O saque não foi concluído');
    expect(after.can_request_payout).toBe(true);
    const { balances } = await ledgerOf(contract.id);
    expect(balances).toMatchObject({ creator_available: 40_000, payout_pending: 0 });
    // Asked again, it goes: the refusal was the transfer's, not the creator's money's.
    expect((await payOutTo({ pix_key: 'ana.souza@exemplo.com.br' })).contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ paid_out_centavos: 40_000, payout: { status: 'paid' } });
  });

  it('Pagar.me’s records name the charges, the refunds and the payouts made', async () => {
    const records = await testApp.pagarme?.records({ since: new Date(Date.now() - 3_600_000), until: new Date(Date.now() + 60_000) });
    const kinds = new Set(records?.map((record) => `${record.kind}:${record.status}`));
    expect(kinds).toEqual(new Set(['charge:paid', 'charge:failed', 'charge:refunded', 'refund:done', 'payout:paid', 'payout:failed']));
  });
});

describe('the webhook', () => {
  it('refuses a forged or missing signature and applies nothing; the signed one, read back, pays', async () => {
    const contract = await accepted();
    // Pagar.me sends no webhook for this charge: the payment waits.
    pagarme.sendWebhooksTo(undefined);
    const response = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken() });
    pagarme.sendWebhooksTo(webhookUrl());
    const payment = dataOf(response, paymentSchema);
    const chargeId = pagarme.charges.all().at(-1)?.id ?? '';
    for (const key of ['sk_test_someone_else_0000', null]) {
      const refused = await webhook('charge.paid', chargeId, key);
      expect([refused.statusCode, errorOf(refused).code]).toEqual([401, 'PAYMENT.BAD_SIGNATURE']);
    }
    expect((await paymentOf(payment.id)).status).toBe('pending');
    const signed = await webhook('charge.paid', chargeId, SECRET_KEY);
    expect(dataOf(signed, webhookReceiptSchema)).toEqual({ received: true, duplicate: false });
    // What was paid is read back from Pagar.me, not taken from the body (which claims far more).
    expect((await ledgerOf(contract.id)).balances).toMatchObject({ brand: -165_000, creator_held: 150_000 });
    expect(dataOf(await webhook('charge.paid', chargeId, SECRET_KEY), webhookReceiptSchema)).toEqual({ received: true, duplicate: true });
  });

  it('a webhook the object does not bear out, or of another type, is taken and ignored; an unknown object is 404', async () => {
    const contract = await accepted();
    await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(TEST_CARDS.noFunds) });
    await pagarme.idle();
    const declinedId = pagarme.charges.all().at(-1)?.id ?? '';
    expect(dataOf(await webhook('charge.paid', declinedId, SECRET_KEY), webhookReceiptSchema)).toEqual({ received: true, duplicate: false });
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('accepted');
    expect((await webhook('order.created', declinedId, SECRET_KEY)).statusCode).toBe(200);
    const unknown = await webhook('charge.paid', 'ch_naoexiste00000000', SECRET_KEY);
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'PAYMENT.UNKNOWN_OBJECT']);
  });
});

describe('faults', () => {
  it('Pagar.me down: nothing charged, the brand told to try again; back up, the same attempt charges once', async () => {
    const contract = await accepted();
    const before = chargesMade();
    await pagarme.goDown();
    const down = await pay({ contract_ids: [contract.id], method: 'card', card_token: 'token_qualquer0000000', idempotency_key: 'fora-do-ar-1' });
    await pagarme.comeBack();
    expect([down.statusCode, errorOf(down).code]).toEqual([503, 'PAYMENT.PROVIDER_UNAVAILABLE']);
    pagarme.faults.failNext(1, 503);
    const unavailable = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(), idempotency_key: 'fora-do-ar-1' });
    expect([unavailable.statusCode, errorOf(unavailable).code]).toEqual([503, 'PAYMENT.PROVIDER_UNAVAILABLE']);
    expect(chargesMade()).toBe(before);
    const paid = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(), idempotency_key: 'fora-do-ar-1' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(chargesMade()).toBe(before + 1);
  });

  it.each([
    ['never answers', () => { pagarme.faults.hangNext(1); }],
    ['answers 500 after charging', () => { pagarme.faults.failNext(1, 500); }],
  ])('Pagar.me %s: 504, and the retry with the same key gets the one charge made', async (_fault, fault) => {
    const contract = await accepted();
    const before = chargesMade();
    fault();
    const lost = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(), idempotency_key: `perdida-${String(contract.id)}` });
    expect([lost.statusCode, errorOf(lost).code]).toEqual([504, 'PAYMENT.PROVIDER_UNANSWERED']);
    const retried = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(), idempotency_key: `perdida-${String(contract.id)}` });
    expect(retried.statusCode, retried.body).toBe(201);
    await pagarme.idle();
    expect(chargesMade()).toBe(before + 1);
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('paid');
  });

  it('a transfer out whose answer is lost: the sweep finds it by its key, no second funding nor transfer; paid by webhook', async () => {
    const contract = await approvedContract(60_000);
    expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody({ pix_key: 'ana.perdida@exemplo.com.br' }) })).statusCode).toBe(200);
    const before = pagarme.recipients.allTransfers().length;
    pagarme.faults.failNext(1, 500, /^POST \/recipients\/[^/]+\/transfers$/);
    const requested = await testApp.call({ method: 'POST', path: '/payouts', as: as(cast.ana), body: {} });
    expect(requested.statusCode, requested.body).toBe(200);
    expect((await earnings()).contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ payout_pending_centavos: 60_000, payout: { status: 'requested' } });
    // The clock's sweep, a minute on, asks again with the payout's own key.
    const aMinuteLater = moneyDepsOf(testApp, { now: () => new Date(Date.now() + RESUME_AFTER_MS) });
    expect(await new PaymentsProviderCallsService(aMinuteLater).resumeUnanswered()).toBeGreaterThanOrEqual(1);
    await pagarme.idle();
    // One transfer out per payout key, and no more funding than was sent out (the money Ana had
    // available from the refused transfer above goes out too, its recipient's balance covering it).
    const since = pagarme.recipients.allTransfers().slice(before);
    const outs = since.filter((transfer) => transfer.kind === 'out');
    expect(new Set(outs.map((transfer) => transfer.metadata['idempotency_key'])).size).toBe(outs.length);
    expect(outs.map((transfer) => transfer.amount)).toContain(60_000);
    const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
    expect(sum(since.filter((transfer) => transfer.kind === 'between').map((transfer) => transfer.amount))).toBe(sum(outs.map((transfer) => transfer.amount)));
    expect((await earnings()).contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ paid_out_centavos: 60_000, payout: { status: 'paid' } });
  });

  it('a webhook while Pagar.me cannot be asked: 503, so it calls again', async () => {
    pagarme.faults.failNext(1, 503);
    const unavailable = await webhook('charge.paid', pagarme.charges.all().at(0)?.id ?? '', SECRET_KEY);
    expect([unavailable.statusCode, errorOf(unavailable).code]).toEqual([503, 'PAYMENT.PROVIDER_UNAVAILABLE']);
  });
});

describe('the daily reconciliation against Pagar.me', () => {
  // Twenty minutes on: the run leaves the last quarter of an hour to the next one.
  const later = { now: () => new Date(Date.now() + 20 * 60_000) };
  const reconciliation = () => new PaymentsReconciliationService({ db: testApp.db, clock: later, provider: testApp.payments.provider }, { log: { info: () => undefined, warn: () => undefined }, providerName: 'pix=sandbox cards=pagarme', skippedMethods: [] });

  it('finds every charge, refund and payout above as the ledger has them, then a charge it lacks and a payout Pagar.me lacks', async () => {
    await pagarme.idle();
    expect((await reconciliation().reconcile()).differences).toEqual([]);

    const stray = await testApp.payments.provider.createCardCharge({ reference: 'publi-perdida', amountCentavos: 45_000, cardToken: await cardToken(), idempotencyKey: 'stray-charge', payer: { name: 'Café Recife', email: 'rita@exemplo.com.br', cnpj: null } });
    const contract = await accepted(30_000);
    await testApp.db.insert(payouts).values({ contractId: contract.id, creatorId: cast.ana.creatorId, status: 'paid', amountCentavos: 27_000, destinationLabel: 'Chave Pix a***@exemplo.com.br', providerPayoutId: 'tran_nunca_feita', requestedAt: new Date() });
    const { differences } = await reconciliation().reconcile();
    expect(differences).toEqual([
      { problem: 'missing_in_ledger', provider: { kind: 'charge', id: stray === 'invalid_token' ? '' : stray.id, amountCentavos: 45_000, state: 'received' } },
      { problem: 'missing_at_provider', ledger: { kind: 'payout', id: 'tran_nunca_feita', amountCentavos: 27_000, state: 'paid' } },
    ]);
  });
});
