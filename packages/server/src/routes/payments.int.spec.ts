import { randomUUID } from 'node:crypto';
import { earningsSchema, paymentListSchema, paymentQuoteSchema, paymentReceiptSchema, paymentSchema, type PaymentWire } from '@publi/contract';
import { balancesOf, ledgerSum } from '@publi/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentItems, payments } from '../db/schema.js';
import { PaymentsService } from '../payments/payments.service.js';
import { signWebhook } from '../payments/webhook-signature.js';
import { aBankAccountBody, dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, readContract, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { acceptedContract, cardToken, moneyDepsOf, payByCard, TEST_CARDS, uploadToContract } from '../test-support/money-cast.builder.js';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test-support/test-app.js';

// Payments end to end on the real server: the sandbox provider, its signed webhook through the
// HTTP stack, the ledger in the database. The clock is the test's, so Pix expiry is exact.
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

const as = (member: CastMember) => member.identity;
const pay = (body: Record<string, unknown>, by: CastMember = cast.brand) => testApp.call({ method: 'POST', path: '/payment', as: as(by), body });
const accepted = (amountCentavos = 150_000) => acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, amountCentavos);
const paymentOf = async (id: number) => dataOf(await testApp.call({ method: 'GET', path: `/payment/${String(id)}`, as: as(cast.brand) }), paymentSchema);

async function ledgerOf(contractId: number) {
  return testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
}

async function paymentsOfContract(contractId: number) {
  return testApp.db.select({ id: payments.id, status: payments.status }).from(paymentItems).innerJoin(payments, eq(payments.id, paymentItems.paymentId)).where(eq(paymentItems.contractId, contractId));
}

/** Sends an event to the webhook as the provider would, signed with `secret`. */
function sendEvent(event: Record<string, unknown>, secret = TEST_WEBHOOK_SECRET) {
  const rawBody = JSON.stringify(event);
  return testApp.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json', 'x-publi-signature': signWebhook(secret, rawBody) }, payload: rawBody });
}

async function pixFor(contractIds: readonly number[]): Promise<PaymentWire> {
  const response = await pay({ contract_ids: contractIds, method: 'pix' });
  expect(response.statusCode, response.body).toBe(201);
  return dataOf(response, paymentSchema);
}

async function chargeIdOf(paymentId: number): Promise<string> {
  const [row] = await testApp.db.select({ chargeId: payments.providerChargeId }).from(payments).where(eq(payments.id, paymentId));
  return row?.chargeId ?? '';
}

describe('the quote', () => {
  it('shows the amount, the 10% fee and the total, computed by the server, before paying', async () => {
    const contract = await accepted(123_455);
    const quote = dataOf(await testApp.call({ method: 'GET', path: `/payment/quote?contract_ids=${String(contract.id)}`, as: as(cast.brand) }), paymentQuoteSchema);
    expect(quote).toMatchObject({ amount_centavos: 123_455, fee_centavos: 12_346, total_centavos: 135_801, fee_basis_points: 1000, simulation: true });
    expect(quote.items).toEqual([{ contract_id: contract.id, creator_name: 'Ana Souza', amount_centavos: 123_455, fee_centavos: 12_346 }]);
  });

  it('refuses a contract not waiting for payment, and contracts of two projects at once', async () => {
    const [first, second] = [await accepted(), await accepted()];
    const mixed = await testApp.call({ method: 'GET', path: `/payment/quote?contract_ids=${String(first.id)},${String(second.id)}`, as: as(cast.brand) });
    expect(errorOf(mixed).code).toBe('PAYMENT.MIXED_PROJECTS');
    await payByCard(testApp, as(cast.brand), [first.id]);
    const paid = await testApp.call({ method: 'GET', path: `/payment/quote?contract_ids=${String(first.id)}`, as: as(cast.brand) });
    expect([paid.statusCode, errorOf(paid).message]).toEqual([409, 'O contrato já foi pago.']);
  });
});

describe('paying by Pix', () => {
  it('answers a BR Code with its QR and expiry; the webhook settles it and the contract is paid', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    expect(pix).toMatchObject({ status: 'pending', method: 'pix', amount_centavos: 150_000, fee_centavos: 15_000, total_centavos: 165_000 });
    expect(pix.pix?.code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    expect(pix.pix?.expires_at).toBe(new Date(now.getTime() + 30 * 60_000).toISOString());
    expect((await readContract(testApp, as(cast.ana), contract.id)).status).toBe('accepted');

    const simulated = await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix.pix?.txid ?? ''}/pagamento` });
    expect(simulated.statusCode).toBe(202);
    await testApp.sandbox.idle();

    expect(await paymentOf(pix.id)).toMatchObject({ status: 'paid', paid_at: now.toISOString(), pix: null });
    expect((await readContract(testApp, as(cast.ana), contract.id)).status).toBe('paid');
    const rows = await ledgerOf(contract.id);
    expect(balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos })))).toMatchObject({ brand: -165_000, platform: 15_000, creator_held: 150_000 });
  });

  it('pays all accepted contracts of a project with one Pix, split per contract in the ledger', async () => {
    const project = await acceptedContract(testApp, as(cast.brand), { identity: as(cast.bia), creatorId: cast.bia.creatorId }, 100_000);
    // A second creator on the same project: Ana, proposed and accepted there too.
    const proposed = await testApp.call({
      method: 'POST',
      path: '/project/insert_creators',
      as: as(cast.brand),
      body: { project_id: project.project_id, creators: [{ creator_id: cast.ana.creatorId, stories: 1, feed: 0, tiktok: 0 }] },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const offer = await testApp.call({
      method: 'POST',
      path: '/proposals/create',
      as: as(cast.brand),
      body: { project_id: project.project_id, proposals: [{ creator_id: cast.ana.creatorId, stories: 1, amount_centavos: 50_001, deadline: '2099-02-01' }] },
    });
    const anaContract = (offer.json<{ data: { contracts: { id: number }[] } }>().data.contracts[0]?.id ?? 0);
    expect((await testApp.call({ method: 'POST', path: `/project/contract/${String(anaContract)}/acceptance`, as: as(cast.ana), body: {} })).statusCode).toBe(200);

    const pix = await pixFor([project.id, anaContract]);
    expect(pix).toMatchObject({ amount_centavos: 150_001, fee_centavos: 15_000, total_centavos: 165_001 });
    await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix.pix?.txid ?? ''}/pagamento` });
    await testApp.sandbox.idle();

    for (const [id, amount, fee] of [[project.id, 100_000, 10_000], [anaContract, 50_001, 5_000]] as const) {
      const rows = await ledgerOf(id);
      expect(ledgerSum(rows)).toBe(0);
      expect(balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos })))).toMatchObject({ brand: -(amount + fee), platform: fee, creator_held: amount });
    }
  });

  it('a Pix paid after it expired is refunded at once, and the contract still waits for payment', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    now = new Date(now.getTime() + 31 * 60_000);
    await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix.pix?.txid ?? ''}/pagamento` });
    await testApp.sandbox.idle();
    expect(await paymentOf(pix.id)).toMatchObject({ status: 'refunded', status_reason: 'O Pix foi pago depois do vencimento; o valor foi devolvido automaticamente.' });
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('accepted');
    const rows = await ledgerOf(contract.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['late_charge', 'late_charge', 'late_refund', 'late_refund']);
    expect(Object.values(balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos }))))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('the sweep marks a Pix past its time expired; paid later, it is refunded all the same', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    now = new Date(now.getTime() + 31 * 60_000);
    const sweep = new PaymentsService(moneyDepsOf(testApp, { now: () => now }));
    expect(await sweep.expireOverduePix()).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(pix.id)).status).toBe('expired');
    await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix.pix?.txid ?? ''}/pagamento` });
    await testApp.sandbox.idle();
    expect((await paymentOf(pix.id)).status).toBe('refunded');
  });

  it('a Pix paid after its contract was cancelled is refunded', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    expect((await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/cancellation`, as: as(cast.brand), body: {} })).statusCode).toBe(200);
    await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${pix.pix?.txid ?? ''}/pagamento` });
    await testApp.sandbox.idle();
    expect(await paymentOf(pix.id)).toMatchObject({ status: 'refunded' });
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('cancelled');
    expect(ledgerSum(await ledgerOf(contract.id))).toBe(0);
  });
});

describe('paying twice at once', () => {
  it('two tabs asking for the same Pix get the same charge', async () => {
    const contract = await accepted();
    const [first, second] = await Promise.all([pay({ contract_ids: [contract.id], method: 'pix' }), pay({ contract_ids: [contract.id], method: 'pix' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(dataOf(first, paymentSchema).id).toBe(dataOf(second, paymentSchema).id);
    expect(await paymentsOfContract(contract.id)).toHaveLength(1);
  });

  it('a double click on the card form makes one charge and one set of movements', async () => {
    const contract = await accepted();
    const [one, two] = await Promise.all([cardToken(testApp), cardToken(testApp)]);
    const answers = await Promise.all([pay({ contract_ids: [contract.id], method: 'card', card_token: one }), pay({ contract_ids: [contract.id], method: 'card', card_token: two })]);
    await testApp.sandbox.idle();
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await paymentsOfContract(contract.id)).toEqual([{ id: expect.any(Number) as number, status: 'paid' }]);
    expect((await ledgerOf(contract.id)).filter((row) => row.kind === 'held')).toHaveLength(1);
  });

  it('the same settlement delivered twice at once moves the money once', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    const event = { id: `evt_${randomUUID()}`, type: 'charge.paid', created_at: now.toISOString(), data: { object_id: await chargeIdOf(pix.id) } };
    const other = { ...event, id: `evt_${randomUUID()}` };
    const answers = await Promise.all([sendEvent(event), sendEvent(other)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await ledgerOf(contract.id)).toHaveLength(3);
  });
});

describe('the webhook', () => {
  it('refuses an event not signed by the provider, and changes nothing', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    const event = { id: `evt_${randomUUID()}`, type: 'charge.paid', created_at: now.toISOString(), data: { object_id: await chargeIdOf(pix.id) } };
    const forged = await sendEvent(event, 'not-the-secret');
    expect([forged.statusCode, errorOf(forged).code]).toEqual([401, 'PAYMENT.BAD_SIGNATURE']);
    const unsigned = await testApp.app.inject({ method: 'POST', url: '/api/payment/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(401);
    // A body changed after signing: the signature no longer covers it.
    const rawBody = JSON.stringify(event);
    const tampered = await testApp.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-publi-signature': signWebhook(TEST_WEBHOOK_SECRET, rawBody) },
      payload: rawBody.replace('charge.paid', 'charge.expired'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await paymentOf(pix.id)).status).toBe('pending');
    expect(await ledgerOf(contract.id)).toHaveLength(0);
  });

  it('takes an event once: replayed ten times, it changes nothing more', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    const event = { id: `evt_${randomUUID()}`, type: 'charge.paid', created_at: now.toISOString(), data: { object_id: await chargeIdOf(pix.id) } };
    const first = await sendEvent(event);
    expect(first.json()).toEqual({ data: { received: true, duplicate: false } });
    const replays = await Promise.all(Array.from({ length: 10 }, () => sendEvent(event)));
    expect(replays.map((replay) => replay.json<{ data: { duplicate: boolean } }>().data.duplicate)).toEqual(Array(10).fill(true));
    expect(await ledgerOf(contract.id)).toHaveLength(3);
    expect((await readContract(testApp, as(cast.ana), contract.id)).status).toBe('paid');
  });

  it('handles events out of order: an expiry after the payment changes nothing', async () => {
    const contract = await accepted();
    const pix = await pixFor([contract.id]);
    const chargeId = await chargeIdOf(pix.id);
    await sendEvent({ id: `evt_${randomUUID()}`, type: 'charge.paid', created_at: now.toISOString(), data: { object_id: chargeId } });
    const late = await sendEvent({ id: `evt_${randomUUID()}`, type: 'charge.expired', created_at: new Date(now.getTime() - 60_000).toISOString(), data: { object_id: chargeId } });
    expect(late.statusCode).toBe(200);
    expect((await paymentOf(pix.id)).status).toBe('paid');
  });

  it('answers an event about a charge nobody made with 404, so the provider tries again later', async () => {
    const unknown = await sendEvent({ id: `evt_${randomUUID()}`, type: 'charge.paid', created_at: now.toISOString(), data: { object_id: 'ch_nobody' } });
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'PAYMENT.UNKNOWN_OBJECT']);
  });
});

describe('paying by card', () => {
  it.each([
    [TEST_CARDS.noFunds, 'PAYMENT.CARD_DECLINED_FUNDS', 'Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.'],
    [TEST_CARDS.fraud, 'PAYMENT.CARD_DECLINED_FRAUD', 'Pagamento recusado pelo emissor do cartão por segurança. Fale com o seu banco ou pague com Pix.'],
  ])('a declined card (%s) is explained in pt-BR and leaves the contract accepted', async (number, code, message) => {
    const contract = await accepted();
    const declined = await pay({ contract_ids: [contract.id], method: 'card', card_token: await cardToken(testApp, number) });
    expect([declined.statusCode, errorOf(declined).code, errorOf(declined).message]).toEqual([402, code, message]);
    await testApp.sandbox.idle();
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('accepted');
    expect(await ledgerOf(contract.id)).toHaveLength(0);
    const listed = dataOf(await testApp.call({ method: 'GET', path: `/payments?project_id=${String(contract.project_id)}`, as: as(cast.brand) }), paymentListSchema);
    expect(listed.payments[0]).toMatchObject({ status: 'failed', status_reason: message, card: { brand: 'Visa' } });
  });

  it('keeps the brand and last four digits only, and a used or unknown token is refused', async () => {
    const contract = await accepted();
    const token = await cardToken(testApp);
    const paid = dataOf(await pay({ contract_ids: [contract.id], method: 'card', card_token: token }), paymentSchema);
    expect(paid.card).toEqual({ brand: 'Visa', last4: '4242' });
    await testApp.sandbox.idle();
    const again = await accepted();
    const reused = await pay({ contract_ids: [again.id], method: 'card', card_token: token });
    expect([reused.statusCode, errorOf(reused).code]).toEqual([422, 'PAYMENT.CARD_TOKEN_INVALID']);
    const missing = await pay({ contract_ids: [again.id], method: 'card' });
    expect([missing.statusCode, errorOf(missing).fields]).toEqual([422, { card_token: 'Preencha os dados do cartão para pagar.' }]);
  });

  it('the checkout tokenizer explains a bad card field by field, in pt-BR', async () => {
    const refused = await testApp.app.inject({ method: 'POST', url: '/sandbox/cartoes', payload: { number: '4242 4242 4242 4241', holder_name: '', expiry_month: 1, expiry_year: 2020, cvc: '1' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      number: 'Confira o número do cartão: ele não é válido.',
      holder_name: 'Informe o nome impresso no cartão.',
      expiry: 'Este cartão está vencido.',
      cvc: 'Informe o código de segurança (CVV) de 3 ou 4 dígitos.',
    });
  });
});

describe('after payment', () => {
  it('cancelling a paid contract before delivery refunds the brand, fee included, and tells both sides', async () => {
    const contract = await accepted();
    const payment = await payByCard(testApp, as(cast.brand), [contract.id]);
    const cancelled = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/cancellation`, as: as(cast.brand), body: { reason: 'Campanha adiada.' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded', refunded_at: now.toISOString() });
    const rows = await ledgerOf(contract.id);
    expect(Object.values(balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos }))))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(rows.filter((row) => row.kind === 'refund').map((row) => [row.account, row.amountCentavos])).toEqual([
      ['creator_held', -150_000],
      ['platform', -15_000],
      ['brand', 165_000],
    ]);
  });

  it('the receipt names both parties with their documents, a CPF masked', async () => {
    const contract = await accepted();
    expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody() })).statusCode).toBe(200);
    const payment = await payByCard(testApp, as(cast.brand), [contract.id]);
    const receipt = dataOf(await testApp.call({ method: 'GET', path: `/payment/${String(payment.id)}/receipt`, as: as(cast.brand) }), paymentReceiptSchema);
    expect(receipt.payer.name).toBe('Café Recife');
    expect(receipt.payees).toEqual([{ contract_id: contract.id, name: 'Ana Souza', document: '***.982.247-**' }]);
    expect(receipt.payment).toMatchObject({ status: 'paid', total_centavos: 165_000, card: { brand: 'Visa', last4: '4242' } });
  });

  it('shows a payment only to its brand', async () => {
    const contract = await accepted();
    const payment = await payByCard(testApp, as(cast.brand), [contract.id]);
    for (const outsider of [cast.otherBrand, cast.ana, cast.agent]) {
      expect((await testApp.call({ method: 'GET', path: `/payment/${String(payment.id)}`, as: as(outsider) })).statusCode).toBe(404);
    }
    const file = await uploadToContract(testApp, as(cast.ana), contract.id);
    expect(file).toMatchObject({ content_type: 'application/pdf', name: 'entrega.bin' });
    const listed = await testApp.db.select().from(payments).where(inArray(payments.id, [payment.id]));
    expect(listed[0]?.cardLast4).toBe('4242');
  });
});

describe('earnings', () => {
  it('shows the money held per contract to the creator and the linked agent, not to others', async () => {
    const contract = await accepted(200_000);
    await payByCard(testApp, as(cast.brand), [contract.id]);
    const own = dataOf(await testApp.call({ method: 'GET', path: '/earnings', as: as(cast.ana) }), earningsSchema);
    expect(own.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ held_centavos: 200_000, available_centavos: 0, payout: null });
    const byAgent = await testApp.call({ method: 'GET', path: `/earnings?creator_id=${String(cast.ana.creatorId)}`, as: as(cast.agent) });
    expect(dataOf(byAgent, earningsSchema).can_request_payout).toBe(false);
    expect((await testApp.call({ method: 'GET', path: `/earnings?creator_id=${String(cast.ana.creatorId)}`, as: as(cast.otherAgent) })).statusCode).toBe(403);
  });
});
