import { ApplicationError, type Earnings, type EarningsUseCase, type Payment, type PaymentsUseCase } from '@publi/application';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { EarningsStore, PAYOUT_RECHECK_MS } from './earnings.store.js';
import { PaymentsStore } from './payments.store.js';

const item = (creatorId: number) => ({ creatorId, stories: 2, feed: 0, tiktok: 0, amountCentavos: 150_000, deadline: '2026-02-01', message: 'Topa?' });
const card = { number: '4242424242424242', holderName: 'Rita', expiryMonth: 12, expiryYear: 2099, cvc: '123' };
const brand = { id: 1, name: 'Café Recife', userId: 'brand-uid' };
const ana = { id: 5, name: 'Ana Souza', slug: 'ana', parties: { creatorUserId: 'ana-uid' } };

/** The brand paid Ana's contracts on "Verão" (9) and "Inverno" (10) by card; Ana delivered "Verão" and the brand approved it. */
async function aPaidWorld(): Promise<TestWorld> {
  const world = aTestWorld();
  for (const [id, name] of [[9, 'Verão'], [10, 'Inverno']] as const) {
    world.proposals.seedProject({ id, name, brand, creators: [ana] });
    world.session.signInAs('brand-uid');
    await world.proposals.create({ projectId: id, proposals: [item(5)] });
  }
  world.session.signInAs('ana-uid');
  await world.contracts.move(1, { kind: 'accept' });
  await world.contracts.move(2, { kind: 'accept' });
  world.session.signInAs('brand-uid');
  for (const id of [1, 2]) await world.payments.pay({ contractIds: [id], method: 'card', cardToken: (await world.payments.tokenize(card)).token });
  world.session.signInAs('ana-uid');
  await world.deliveries.deliver({ projectId: 9, creatorId: 5, links: ['https://exemplo.com.br/post'], fileIds: [], note: '' });
  world.session.signInAs('brand-uid');
  await world.deliveries.approve(1);
  return world;
}

const aPayment = (overrides: Partial<Payment>): Payment => ({
  id: 1, projectId: 9, projectName: 'Verão', method: 'pix', status: 'paid', items: [], amountCentavos: 100_000, feeCentavos: 10_000, totalCentavos: 110_000, lateFeesCentavos: 0,
  pix: null, card: null, statusReason: null, createdAt: '2026-01-10T12:00:00Z', paidAt: '2026-01-10T12:01:00Z', refundedAt: null, ...overrides,
});

const someEarnings = (creatorId: number): Earnings => ({
  creatorId, totals: { heldCentavos: 0, availableCentavos: 0, payoutPendingCentavos: 0, paidOutCentavos: 0 }, contracts: [], destination: null, nudge: null, canRequestPayout: false,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentsStore', () => {
  it("lists the brand's payments newest first, narrows them to a project, exports what is shown and reads a receipt", async () => {
    const { stores } = await aPaidWorld();
    const payments = stores.pageStore(PaymentsStore);
    await payments.load();
    expect(payments.status).toBe('ready');
    expect(payments.visible.map((payment) => payment.projectName)).toEqual(['Inverno', 'Verão']);
    expect(payments.projects).toEqual([{ id: 10, name: 'Inverno' }, { id: 9, name: 'Verão' }]);
    payments.setProject(9);
    expect(payments.visible.map((payment) => payment.projectName)).toEqual(['Verão']);
    const file = await payments.export('csv');
    expect(file?.fileName).toBe('pagamentos.csv');
    const rows = new TextDecoder().decode(file?.bytes).split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(payments.exporting).toBeNull();
    const paid = payments.visible[0]?.id ?? 0;
    await payments.loadReceipt(paid);
    expect(payments.receipt?.payment.id).toBe(paid);
    expect(payments.receipt?.payees.map((payee) => payee.name)).toEqual(['Ana Souza']);
    await payments.loadReceipt(999);
    expect(payments.receipt).toBeNull();
    expect(payments.receiptError).not.toBeNull();
  });

  it('has no receipt for a Pix still waiting to be paid', async () => {
    const world = await aPaidWorld();
    world.proposals.seedProject({ id: 11, name: 'Outono', brand, creators: [ana] });
    await world.proposals.create({ projectId: 11, proposals: [item(5)] });
    world.session.signInAs('ana-uid');
    await world.contracts.move(3, { kind: 'accept' });
    world.session.signInAs('brand-uid');
    const pix = await world.payments.pay({ contractIds: [3], method: 'pix' });
    const payments = world.stores.pageStore(PaymentsStore);
    await payments.load();
    expect(payments.visible[0]).toMatchObject({ id: pix.id, status: 'pending', paidAt: null });
    await payments.loadReceipt(pix.id);
    expect(payments.receipt).toBeNull();
    expect(payments.receiptError).toBe(new ApplicationError('PAYMENT.NOT_PAID').message);
  });

  it('shows every project again when the chosen one has no payments any more, and says why a list or an export failed', async () => {
    const list = vi.fn<PaymentsUseCase['list']>().mockResolvedValueOnce([aPayment({ id: 2, projectId: 10, projectName: 'Inverno' }), aPayment({})]);
    const exportFile = vi.fn<PaymentsUseCase['export']>().mockRejectedValue(new ApplicationError('SERVER.ERROR', 'O arquivo não pôde ser gerado.'));
    const payments = new PaymentsStore({ list, receipt: vi.fn(), export: exportFile });
    await payments.load();
    payments.setProject(10);
    expect(await payments.export('xlsx')).toBeNull();
    expect(exportFile).toHaveBeenCalledWith('xlsx', 10);
    expect(payments.exportError).toBe('O arquivo não pôde ser gerado.');
    list.mockResolvedValueOnce([aPayment({})]);
    await payments.load();
    expect(payments.projectId).toBeNull();
    expect(payments.visible).toHaveLength(1);
    list.mockRejectedValueOnce(new ApplicationError('NETWORK.UNREACHABLE'));
    await payments.load();
    expect(payments.status).toBe('error');
    expect(payments.error).toBe(new ApplicationError('NETWORK.UNREACHABLE').message);
  });
});

describe('EarningsStore', () => {
  it('shows what is held and available, asks for a payout, and looks again once the provider answered', async () => {
    vi.useFakeTimers();
    const world = await aPaidWorld();
    world.session.signInAs('ana-uid');
    const earnings = world.stores.pageStore(EarningsStore);
    await earnings.open();
    expect(earnings.earnings?.totals).toMatchObject({ heldCentavos: 150_000, availableCentavos: 150_000, paidOutCentavos: 0 });
    expect(earnings.earnings?.destination).not.toBeNull();
    expect(earnings.earnings?.canRequestPayout).toBe(true);
    await earnings.requestPayout();
    expect(earnings.requested).toBe(true);
    expect(earnings.requesting).toBe(false);
    await vi.advanceTimersByTimeAsync(PAYOUT_RECHECK_MS);
    expect(earnings.earnings?.totals).toMatchObject({ availableCentavos: 0, paidOutCentavos: 150_000 });
    expect(earnings.earnings?.contracts.find((row) => row.contractId === 1)?.payout?.status).toBe('paid');
    await earnings.requestPayout();
    expect(earnings.requestError).toBe(new ApplicationError('PAYOUT.NOTHING_AVAILABLE').message);
    await earnings.open();
    expect(earnings.requested).toBe(false);
    expect(earnings.requestError).toBeNull();
  });

  it('nudges toward bank data when there is nowhere to pay out', async () => {
    const world = await aPaidWorld();
    world.earnings.setDestination(false);
    world.session.signInAs('ana-uid');
    await world.stores.pageStore(EarningsStore).open();
    expect(world.stores.pageStore(EarningsStore).earnings).toMatchObject({ destination: null, canRequestPayout: false, nudge: 'Cadastre seus dados bancários ou uma chave Pix em Meu perfil para receber os saques.' });
  });

  it("reads the acted-for creator's earnings, never shows the previous creator's meanwhile, and stops looking again once the page closes", async () => {
    vi.useFakeTimers();
    const load = vi.fn<EarningsUseCase['load']>((creatorId) => Promise.resolve(someEarnings(creatorId ?? 0)));
    const requestPayout = vi.fn<EarningsUseCase['requestPayout']>(() => Promise.resolve(someEarnings(5)));
    const store = new EarningsStore({ load, requestPayout }, { guard: (action) => action() });
    await store.open(5);
    expect(load).toHaveBeenLastCalledWith(5);
    expect(store.earnings?.creatorId).toBe(5);
    const switching = store.open(6);
    expect(store.earnings).toBeNull();
    await switching;
    expect(store.earnings?.creatorId).toBe(6);
    await store.requestPayout();
    store.close();
    await vi.advanceTimersByTimeAsync(PAYOUT_RECHECK_MS);
    expect(load).toHaveBeenCalledTimes(2);
    load.mockRejectedValueOnce(new ApplicationError('SESSION.MISSING'));
    await store.load(6);
    expect(store).toMatchObject({ status: 'error', error: new ApplicationError('SESSION.MISSING').message });
  });
});
