import { contractSchema, deliveriesSchema, earningsSchema, projectDetailsSchema, type ContractWire } from '@publi/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveriesApprovalRemindersService } from '../deliveries/deliveries-approval-reminders.service.js';
import { DeliveriesService } from '../deliveries/deliveries.service.js';
import { deliveries, notifications } from '../db/schema.js';
import { FAILING_PAYOUT_PIX_KEY } from '../payments/sandbox/sandbox-provider.js';
import { aBankAccountBody, dataOf, errorOf } from '../test-support/account-bodies.builder.js';
import { castForContracts, readContract, type CastMember, type ContractCast } from '../test-support/contract-cast.builder.js';
import { acceptedContract, moneyDepsOf, payByCard, uploadToContract } from '../test-support/money-cast.builder.js';
import { aSampleFile } from '../test-support/sample-files.builder.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Deliveries, approval and payouts on the real server, with private files on disk and the
// sandbox's payouts settling by webhook. The clock is the test's, for the automatic approval.
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
const post = (by: CastMember, path: string, body: unknown = {}) => testApp.call({ method: 'POST', path, as: as(by), body });
const contractOf = (response: Awaited<ReturnType<typeof post>>): ContractWire => {
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response, contractSchema);
};

/** A contract Ana was paid for (held), on a project of its own. */
async function paidContract(amountCentavos = 150_000): Promise<ContractWire> {
  const contract = await acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId }, amountCentavos);
  await payByCard(testApp, as(cast.brand), [contract.id]);
  return contract;
}

async function deliver(contract: ContractWire, by: CastMember = cast.ana, extra: Record<string, unknown> = {}): Promise<ContractWire> {
  const file = await uploadToContract(testApp, as(by), contract.id, 'video/mp4');
  return contractOf(await post(by, '/creator/contracts/delivery', { project_id: contract.project_id, creator_id: cast.ana.creatorId, links: ['https://www.instagram.com/p/Cafe123/'], file_ids: [file.id], note: 'Segue!', ...extra }));
}

const earnings = async (by: CastMember = cast.ana) => dataOf(await testApp.call({ method: 'GET', path: '/earnings', as: as(by) }), earningsSchema);

describe('delivering', () => {
  it('the creator delivers a file and a link; the brand asks for changes twice, a third time is refused; the timeline keeps every round', async () => {
    const contract = await paidContract();
    expect((await deliver(contract)).status).toBe('delivered');
    const changed = contractOf(await post(cast.brand, `/project/contract/${String(contract.id)}/changes`, { comment: 'Mostre a embalagem no começo.' }));
    expect(changed).toMatchObject({ status: 'changes_requested', change_rounds: 1 });
    // The agent delivers for the creator.
    expect((await deliver(contract, cast.agent)).status).toBe('delivered');
    contractOf(await post(cast.brand, `/project/contract/${String(contract.id)}/changes`, { comment: 'Só mais um ajuste de cor.' }));
    await deliver(contract);
    const third = await post(cast.brand, `/project/contract/${String(contract.id)}/changes`, { comment: 'De novo.' });
    expect([third.statusCode, errorOf(third).code]).toEqual([409, 'CONTRACT.CHANGE_ROUNDS_USED']);

    const timeline = dataOf(await testApp.call({ method: 'GET', path: `/project/contract/${String(contract.id)}/deliveries`, as: as(cast.brand) }), deliveriesSchema);
    expect(timeline.rounds.map((round) => [round.round, round.review?.kind ?? null, round.review?.comment ?? null])).toEqual([
      [1, 'changes_requested', 'Mostre a embalagem no começo.'],
      [2, 'changes_requested', 'Só mais um ajuste de cor.'],
      [3, null, null],
    ]);
    expect(timeline.rounds[0]?.links).toEqual(['https://www.instagram.com/p/Cafe123/']);
    expect(timeline.rounds[0]?.files[0]).toMatchObject({ content_type: 'video/mp4' });
    expect(timeline).toMatchObject({ change_rounds_left: 0, auto_approval_at: new Date(now.getTime() + 7 * 86_400_000).toISOString() });
  });

  it('refuses delivering before payment, by the brand, a file of another contract, and a bad link, each in pt-BR', async () => {
    const unpaid = await acceptedContract(testApp, as(cast.brand), { identity: as(cast.ana), creatorId: cast.ana.creatorId });
    const early = await post(cast.ana, '/creator/contracts/delivery', { project_id: unpaid.project_id, creator_id: cast.ana.creatorId, links: ['https://exemplo.com.br/post'] });
    expect([early.statusCode, errorOf(early).message]).toEqual([409, 'Não foi possível enviar a entrega: a proposta já foi aceita.']);
    const paid = await paidContract();
    const byBrand = await post(cast.brand, '/creator/contracts/delivery', { project_id: paid.project_id, creator_id: cast.ana.creatorId, links: ['https://exemplo.com.br/post'] });
    expect(byBrand.statusCode).toBe(403);
    const other = await paidContract();
    const foreign = await uploadToContract(testApp, as(cast.ana), other.id);
    const mixed = await post(cast.ana, '/creator/contracts/delivery', { project_id: paid.project_id, creator_id: cast.ana.creatorId, file_ids: [foreign.id] });
    expect([mixed.statusCode, errorOf(mixed).code]).toEqual([404, 'DELIVERY.FILE_NOT_FOUND']);
    const badLink = await post(cast.ana, '/creator/contracts/delivery', { project_id: paid.project_id, creator_id: cast.ana.creatorId, links: ['javascript:alert(1)'] });
    expect(errorOf(badLink).fields).toEqual({ 'links.0': 'Informe um link completo, começando com https:// (ou http://).' });
    expect((await readContract(testApp, as(cast.ana), paid.id)).status).toBe('paid');
  });

  it('judges a file by its bytes, not its name', async () => {
    const contract = await paidContract();
    const { aMultipartForm } = await import('../test-support/multipart-form.builder.js');
    const form = await aMultipartForm([{ name: 'file', file: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'video.mp4', contentType: 'video/mp4' }]);
    const refused = await testApp.call({ method: 'POST', path: `/project/contract/${String(contract.id)}/files`, as: as(cast.ana), body: form.payload, headers: form.headers });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([415, 'UPLOAD.TYPE_NOT_ALLOWED']);
  });
});

describe('delivered files', () => {
  it('are private: the parties and the linked agent open them, nobody else, and never from the public uploads', async () => {
    const contract = await paidContract();
    const file = await uploadToContract(testApp, as(cast.ana), contract.id, 'application/pdf');
    const path = `/project/contract/${String(contract.id)}/files/${file.id}`;
    // Not yet delivered: only the creator's side sees it.
    expect((await testApp.call({ method: 'GET', path, as: as(cast.brand) })).statusCode).toBe(404);
    contractOf(await post(cast.ana, '/creator/contracts/delivery', { project_id: contract.project_id, creator_id: cast.ana.creatorId, file_ids: [file.id] }));
    for (const insider of [cast.brand, cast.ana, cast.agent]) {
      const opened = await testApp.call({ method: 'GET', path, as: as(insider) });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('application/pdf');
      expect(opened.headers['cache-control']).toBe('private, no-store');
      expect(opened.rawPayload.equals(Buffer.from(aSampleFile('application/pdf')))).toBe(true);
    }
    for (const outsider of [cast.otherBrand, cast.bia, cast.otherAgent]) {
      const refused = await testApp.call({ method: 'GET', path, as: as(outsider) });
      expect([refused.statusCode, errorOf(refused).code]).toEqual([404, 'CONTRACT.NOT_FOUND']);
    }
    expect((await testApp.call({ method: 'GET', path })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/uploads/delivery/${file.id}.bin` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/uploads/delivery/${file.id}.pdf` })).statusCode).toBe(404);
  });
});

describe('approval and payouts', () => {
  it('approval releases the money; the payout waits for bank data, then completes by webhook', async () => {
    const contract = await paidContract(300_000);
    await deliver(contract);
    const approved = contractOf(await post(cast.brand, `/project/contract/${String(contract.id)}/approval`));
    expect(approved.status).toBe('approved');
    const before = await earnings();
    expect(before.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ held_centavos: 0, available_centavos: 300_000 });

    await testApp.db.transaction(async (tx) => {
      const { bankAccounts } = await import('../db/schema.js');
      const { users } = await import('../db/schema.js');
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.externalId, cast.ana.identity.uid));
      await tx.delete(bankAccounts).where(eq(bankAccounts.userId, user?.id ?? 0));
    });
    const waiting = await earnings();
    expect(waiting).toMatchObject({ destination: null, can_request_payout: false, nudge: 'Cadastre seus dados bancários ou uma chave Pix em Meu perfil para receber os saques.' });
    const refused = await post(cast.ana, '/payouts');
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'PAYOUT.NO_DESTINATION']);

    expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody({ pix_key: 'ana.souza@exemplo.com.br' }) })).statusCode).toBe(200);
    const requested = dataOf(await post(cast.ana, '/payouts'), earningsSchema);
    expect(requested.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ available_centavos: 0, payout_pending_centavos: 300_000, payout: { status: 'requested' } });
    expect(requested.destination).toEqual({ kind: 'pix', label: 'Chave Pix a********@exemplo.com.br' });
    await testApp.sandbox.idle();
    const after = await earnings();
    expect(after.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ payout_pending_centavos: 0, paid_out_centavos: 300_000, payout: { status: 'paid' } });
    const notices = await testApp.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.contractId, contract.id));
    expect(notices.map((notice) => notice.kind)).toEqual(expect.arrayContaining(['paid', 'delivered', 'approved', 'payout_paid']));
    const again = await post(cast.ana, '/payouts');
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'PAYOUT.NOTHING_AVAILABLE']);
  });

  it('a payout the bank refuses returns to available, with a nudge saying why', async () => {
    const contract = await paidContract(80_000);
    await deliver(contract);
    contractOf(await post(cast.brand, `/project/contract/${String(contract.id)}/approval`));
    expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody({ pix_key: FAILING_PAYOUT_PIX_KEY }) })).statusCode).toBe(200);
    await post(cast.ana, '/payouts');
    await testApp.sandbox.idle();
    const after = await earnings();
    expect(after.contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ available_centavos: 80_000, payout: { status: 'failed' } });
    expect(after.nudge).toContain('O banco recusou o saque');
    expect(after.can_request_payout).toBe(true);
    expect((await testApp.call({ method: 'PUT', path: '/creator/bank_account', as: as(cast.ana), body: aBankAccountBody({ pix_key: 'ana.souza@exemplo.com.br' }) })).statusCode).toBe(200);
  });

  it('a delivery nobody answers for 7 days is approved by the clock, and the money released', async () => {
    const contract = await paidContract(120_000);
    await deliver(contract);
    const sweep = new DeliveriesService(moneyDepsOf(testApp, { now: () => now }));
    now = new Date(now.getTime() + 6 * 86_400_000);
    await sweep.approveOverdue();
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('delivered');
    now = new Date(now.getTime() + 86_400_000);
    // Effective at once, before any sweep: the brand's answer is refused and the status reads approved.
    expect((await readContract(testApp, as(cast.brand), contract.id)).status).toBe('approved');
    expect(await sweep.approveOverdue()).toBeGreaterThanOrEqual(1);
    const [round] = await testApp.db.select({ kind: deliveries.reviewKind }).from(deliveries).where(eq(deliveries.contractId, contract.id));
    expect(round?.kind).toBe('auto_approved');
    expect((await earnings()).contracts.find((row) => row.contract_id === contract.id)).toMatchObject({ held_centavos: 0, available_centavos: 120_000 });
  });

  it('reminds the brand 2 days before the clock approves, once per delivery, and again after a new delivery', async () => {
    const contract = await paidContract();
    await deliver(contract);
    const reminders = new DeliveriesApprovalRemindersService(moneyDepsOf(testApp, { now: () => now }));
    const dueNotices = async () =>
      (await testApp.db.select({ title: notifications.title, body: notifications.body }).from(notifications).where(and(eq(notifications.contractId, contract.id), eq(notifications.kind, 'approval_due'))));
    now = new Date(now.getTime() + 4 * 86_400_000);
    expect(await reminders.remindDue()).toBe(0);
    now = new Date(now.getTime() + 86_400_000);
    expect(await reminders.remindDue()).toBe(1);
    // Asked again (another period, another replica): nothing twice.
    expect(await reminders.remindDue()).toBe(0);
    expect(await dueNotices()).toEqual([
      { title: 'Aprovação automática chegando', body: 'A entrega de Ana Souza em "Lançamento Café São João" será aprovada automaticamente em 2 dias, liberando o pagamento. Aprove ou peça ajustes antes disso.' },
    ]);
    // An hour later the brand asks for changes, and the new delivery starts its own 7 days.
    now = new Date(now.getTime() + 3_600_000);
    contractOf(await post(cast.brand, `/project/contract/${String(contract.id)}/changes`, { comment: 'Mostre a embalagem.' }));
    await deliver(contract);
    expect(await reminders.remindDue()).toBe(0);
    now = new Date(now.getTime() + 5 * 86_400_000);
    expect(await reminders.remindDue()).toBe(1);
    expect(await dueNotices()).toHaveLength(2);
  });
});

describe('the project', () => {
  it('is completed only once every contract is final, and cancelling it refunds a paid contract', async () => {
    const contract = await paidContract();
    const early = await post(cast.brand, '/project/status', { project_id: contract.project_id, move: 'complete' });
    expect([early.statusCode, errorOf(early).message]).toEqual([409, 'O projeto só pode ser concluído quando todos os contratos terminarem: aprovados, recusados, expirados ou cancelados.']);
    const cancelled = await post(cast.brand, '/project/status', { project_id: contract.project_id, move: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(dataOf(cancelled, projectDetailsSchema).status).toBe('Cancelled');
    expect((await readContract(testApp, as(cast.ana), contract.id)).status).toBe('cancelled');
  });
});
