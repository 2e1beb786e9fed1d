import { paymentQuoteSchema, paymentSchema, type PaymentWire } from '@publi/contract';
import { balancesOf, formatBRL } from '@publi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../db/schema.js';
import { dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, readContract, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { PaymentsService } from '../payments/payments.service.js';
import { acceptedContract, moneyDepsOf } from '../test-support/money-cast.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Pix com vencimento through the sandbox, on the real server: the offer in the quote, the due
// date's checks, the charge waiting until its last day, and a late payment's fine and interest
// in the ledger, given back with the contract when it is cancelled. The clock is the test's.
let now = new Date('2026-11-28T15:00:00.000Z'); // 12:00 in São Paulo
let testApp: TestApp;
let cast: ContractCast;

beforeAll(async () => {
  testApp = await startTestApp({ clock: { now: () => now } });
  cast = await castForContracts(testApp);
  const company = await testApp.call({ method: 'PUT', path: '/account/user', as: cast.brand.identity, body: { cnpj: '11.222.333/0001-81', legal_name: 'Marca Teste Ltda.' } });
  expect(company.statusCode, company.body).toBe(200);
});

afterAll(async () => {
  await testApp.close();
});

const as = (member: CastMember) => member.identity;
const accepted = (amountCentavos = 150_000) => acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, amountCentavos);
const pay = (body: Record<string, unknown>) => testApp.call({ method: 'POST', path: '/payment', as: as(cast.brand), body });
const quoteOf = async (id: number) => dataOf(await testApp.call({ method: 'GET', path: `/payment/quote?contract_ids=${String(id)}`, as: as(cast.brand) }), paymentQuoteSchema);
const paymentOf = async (id: number) => dataOf(await testApp.call({ method: 'GET', path: `/payment/${String(id)}`, as: as(cast.brand) }), paymentSchema);

async function balancesOfContract(contractId: number) {
  const rows = await testApp.db.select().from(ledgerEntries).where(eq(ledgerEntries.contractId, contractId));
  return balancesOf(rows.map((row) => ({ account: row.account, amountCentavos: row.amountCentavos })));
}

async function simulate(payment: PaymentWire): Promise<void> {
  expect((await testApp.app.inject({ method: 'POST', url: `/sandbox/pix/${payment.pix?.txid ?? ''}/pagamento` })).statusCode).toBe(202);
  await testApp.sandbox.idle();
}

describe('the offer', () => {
  it('is open to a larger campaign of a brand with its CNPJ, with the dates it may be due and its terms', async () => {
    const contract = await accepted();
    expect((await quoteOf(contract.id)).pix_due).toEqual({
      unavailable_reason: null,
      min_total_centavos: 100_000,
      earliest_due_date: '2026-11-29',
      latest_due_date: '2026-12-28',
      suggested_due_date: '2026-12-05',
      grace_days: 10,
      fine_basis_points: 200,
      interest_basis_points_per_month: 100,
    });
  });

  it('says why it is closed to a smaller total, and refuses it', async () => {
    const contract = await accepted(50_000);
    expect((await quoteOf(contract.id)).pix_due.unavailable_reason).toBe(`Disponível para pagamentos a partir de ${formatBRL(100_000)}.`);
    const refused = await pay({ contract_ids: [contract.id], method: 'pix_due', due_date: '2026-12-05' });
    expect([refused.statusCode, errorOf(refused).code, errorOf(refused).fields]).toEqual([422, 'PAYMENT.PIX_DUE_UNAVAILABLE', { method: `Disponível para pagamentos a partir de ${formatBRL(100_000)}.` }]);
  });

  it('refuses a due date that is missing, today, too far, or sent with another method, beside the field', async () => {
    const contract = await accepted();
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'pix_due' }, 'Escolha a data de vencimento.'],
      [{ method: 'pix_due', due_date: '2026-11-28' }, 'Escolha um vencimento a partir de amanhã.'],
      [{ method: 'pix_due', due_date: '2026-12-29' }, 'O vencimento pode ser em até 30 dias.'],
      [{ method: 'pix', due_date: '2026-12-05' }, 'O vencimento só vale para o Pix com vencimento.'],
    ];
    for (const [body, message] of cases) {
      const refused = await pay({ contract_ids: [contract.id], ...body });
      expect([refused.statusCode, errorOf(refused).code, errorOf(refused).fields]).toEqual([422, 'PAYMENT.DUE_DATE_INVALID', { due_date: message }]);
    }
    const malformed = await pay({ contract_ids: [contract.id], method: 'pix_due', due_date: '05/12/2026' });
    expect([malformed.statusCode, errorOf(malformed).fields]).toEqual([400, { due_date: 'Informe o vencimento como uma data válida, no formato AAAA-MM-DD.' }]);
    expect((await readContract(testApp, as(cast.ana), contract.id)).status).toBe('accepted');
  });
});

describe('paying by Pix com vencimento', () => {
  it('waits until its last day ends in São Paulo, the same request getting the same charge', async () => {
    const contract = await accepted();
    const created = await pay({ contract_ids: [contract.id], method: 'pix_due', due_date: '2026-12-05' });
    expect(created.statusCode, created.body).toBe(201);
    const payment = dataOf(created, paymentSchema);
    expect(payment).toMatchObject({ method: 'pix_due', status: 'pending', total_centavos: 165_000, late_fees_centavos: 0 });
    expect(payment.pix?.due).toEqual({ due_date: '2026-12-05', last_day: '2026-12-15', fine_basis_points: 200, interest_basis_points_per_month: 100 });
    expect(payment.pix?.expires_at).toBe('2026-12-16T03:00:00.000Z');
    expect(payment.pix?.code).toMatch(/^000201.*6304[0-9A-F]{4}$/);

    const again = await pay({ contract_ids: [contract.id], method: 'pix_due', due_date: '2026-12-05' });
    expect([again.statusCode, dataOf(again, paymentSchema).id]).toEqual([200, payment.id]);
    // Days later, before its last day, the expiry sweep leaves it waiting.
    const sweep = new PaymentsService(moneyDepsOf(testApp, { now: () => new Date('2026-12-16T02:59:00.000Z') }));
    expect(await sweep.expireOverduePix()).toBe(0);
    expect((await paymentOf(payment.id)).status).toBe('pending');
    // A minute after its last day ends in São Paulo, it is expired.
    const after = new PaymentsService(moneyDepsOf(testApp, { now: () => new Date('2026-12-16T03:01:00.000Z') }));
    expect(await after.expireOverduePix()).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(payment.id)).status).toBe('expired');
  });

  it("paid by its due date, costs the total; paid late, adds the fine and interest as the platform's", async () => {
    const onTime = await accepted();
    const onTimePayment = dataOf(await pay({ contract_ids: [onTime.id], method: 'pix_due', due_date: '2026-12-05' }), paymentSchema);
    await simulate(onTimePayment);
    expect(await paymentOf(onTimePayment.id)).toMatchObject({ status: 'paid', late_fees_centavos: 0 });

    const late = await accepted();
    const latePayment = dataOf(await pay({ contract_ids: [late.id], method: 'pix_due', due_date: '2026-12-05' }), paymentSchema);
    now = new Date('2026-12-08T15:00:00.000Z'); // three days late: 2% fine (3.300) and 3 days of 1% a month (165)
    try {
      await simulate(latePayment);
    } finally {
      now = new Date('2026-11-28T15:00:00.000Z');
    }
    expect(await paymentOf(latePayment.id)).toMatchObject({ status: 'paid', late_fees_centavos: 3_465 });
    expect((await readContract(testApp, as(cast.ana), late.id)).status).toBe('paid');
    expect(await balancesOfContract(late.id)).toMatchObject({ brand: -168_465, platform: 18_465, creator_held: 150_000 });
    // The export names the method and the fine and interest, in the total.
    const exported = await testApp.call({ method: 'GET', path: `/payments/export?project_id=${String(late.project_id)}`, as: as(cast.brand) });
    const row = exported.body.split(/\r?\n/).find((line) => line.includes('Pix com vencimento'));
    expect(row?.split(';').slice(4, 10)).toEqual(['Pix com vencimento', 'Pago', '1.500,00', '150,00', '34,65', '1.684,65']);

    // Cancelled before delivery, the brand gets it all back, the fine and interest too.
    const cancelled = await testApp.call({ method: 'POST', path: `/project/contract/${String(late.id)}/cancellation`, as: as(cast.brand), body: {} });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await testApp.sandbox.idle();
    expect(Object.values(await balancesOfContract(late.id)).every((balance) => balance === 0)).toBe(true);
    expect(testApp.sandbox.operations().filter((operation) => operation.kind === 'refund').at(-1)).toMatchObject({ amountCentavos: 168_465 });
  });
});
