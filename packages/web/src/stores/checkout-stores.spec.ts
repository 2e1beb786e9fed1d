import { ApplicationError, type CardForm, type CheckoutUseCase, type ListContractsUseCase, type Payment } from '@publi/application';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBrandsAcceptedContract } from '../testing/deal.builder.js';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { CheckoutStore } from './checkout.store.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import { SETTLEMENT_POLL_MS } from './settlement-watch.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import { DeliveriesStore } from './deliveries.store.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const item = (creatorId: number) => ({ creatorId, stories: 2, feed: 0, tiktok: 0, amountCentavos: 150_000, deadline: '2026-02-01', message: 'Topa?' });
const picked = (name: string, bytes: Uint8Array) => ({ name, type: 'image/png', arrayBuffer: () => Promise.resolve(bytes.slice().buffer) });

/** Ana accepted the brand's proposal on "Verão" (contract 1); signed in as the brand. */
async function anAcceptedDeal(): Promise<TestWorld> {
  const world = aTestWorld();
  const brand = { id: 1, name: 'Café Recife', userId: 'brand-uid' };
  world.proposals.seedProject({ id: 9, name: 'Verão', brand, creators: [{ id: 5, name: 'Ana Souza', slug: 'ana', parties: { creatorUserId: 'ana-uid' } }] });
  world.session.signInAs('brand-uid');
  await world.proposals.create({ projectId: 9, proposals: [item(5)] });
  world.session.signInAs('ana-uid');
  await world.contracts.move(1, { kind: 'accept' });
  world.session.signInAs('brand-uid');
  return world;
}

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The app's checkout use case behind a connection that notes the key of every payment sent and,
 * when told, loses the next answer after the payment was made (as a dropped connection does).
 */
class WatchedConnection implements Pick<CheckoutUseCase, 'quote' | 'payByPix' | 'payByPixDue' | 'payByCard' | 'get' | 'simulatePix'> {
  readonly sentKeys: (string | undefined)[] = [];
  loseNextAnswer = false;

  constructor(private readonly checkout: CheckoutUseCase) {}

  quote(contractIds: readonly number[]) {
    return this.checkout.quote(contractIds);
  }

  async payByPix(contractIds: readonly number[], attemptKey?: string): Promise<Payment> {
    this.sentKeys.push(attemptKey);
    return this.answer(await this.checkout.payByPix(contractIds, attemptKey));
  }

  async payByPixDue(contractIds: readonly number[], dueDate: string, attemptKey?: string): Promise<Payment> {
    this.sentKeys.push(attemptKey);
    return this.answer(await this.checkout.payByPixDue(contractIds, dueDate, attemptKey));
  }

  async payByCard(contractIds: readonly number[], card: CardForm, attemptKey?: string): Promise<Payment> {
    this.sentKeys.push(attemptKey);
    return this.answer(await this.checkout.payByCard(contractIds, card, attemptKey));
  }

  get(paymentId: number) {
    return this.checkout.get(paymentId);
  }

  simulatePix(txid: string) {
    return this.checkout.simulatePix(txid);
  }

  private answer(payment: Payment): Payment {
    if (!this.loseNextAnswer) return payment;
    this.loseNextAnswer = false;
    throw new ApplicationError('NETWORK.UNREACHABLE');
  }
}

/** A checkout store of `world`, its payments going through a {@link WatchedConnection}. */
function watchedCheckout(world: TestWorld): { checkout: CheckoutStore; connection: WatchedConnection } {
  const connection = new WatchedConnection(world.container.get<CheckoutUseCase>(USE_CASE_TOKENS.Checkout));
  const contracts = world.container.get<ListContractsUseCase>(USE_CASE_TOKENS.ListContracts);
  return { checkout: new CheckoutStore(connection, contracts, world.container.get<RecentSignInStore>(STORE_TOKENS.RecentSignIn)), connection };
}

describe('CheckoutStore', () => {
  it('quotes the contract with the fee, explains a declined card, and pays with another', async () => {
    const { stores } = await anAcceptedDeal();
    const checkout = stores.pageStore(CheckoutStore);
    await checkout.open(1);
    expect(checkout.order.quote).toMatchObject({ amountCentavos: 150_000, feeCentavos: 15_000, totalCentavos: 165_000 });
    checkout.choose('card');
    checkout.card.set({ number: '4000000000009995', holderName: 'Rita', expiry: '1299', cvc: '123' });
    expect(checkout.card.fields).toMatchObject({ number: '4000 0000 0000 9995', expiry: '12/99' });
    await checkout.payByCard();
    expect(checkout.payError).toBe('Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.');
    expect(checkout.paid).toBe(false);
    checkout.card.set({ number: '4242424242424242', expiry: '12' });
    await checkout.payByCard();
    expect(checkout.fieldErrors).toEqual({ expiry: 'Informe a validade como MM/AA.' });
    checkout.card.set({ expiry: '1299' });
    await checkout.payByCard();
    expect(checkout.paid).toBe(true);
  });

  it('waits on a Pix and notices, on its own, when the provider settles it', async () => {
    vi.useFakeTimers();
    const world = await anAcceptedDeal();
    const checkout = world.stores.pageStore(CheckoutStore);
    await checkout.open(1);
    await checkout.payByPix();
    expect(checkout.payment).toMatchObject({ status: 'pending', pix: { txid: expect.any(String) as string } });
    world.payments.settlePix(checkout.payment?.id ?? 0);
    expect(checkout.paid).toBe(false);
    await vi.advanceTimersByTimeAsync(SETTLEMENT_POLL_MS);
    expect(checkout.paid).toBe(true);
    checkout.close();
  });
});

describe('CheckoutStore, Pix com vencimento', () => {
  it('starts at the suggested day, asks for a day before sending anything, and follows the Pix until it is paid late with its fine and interest', async () => {
    vi.useFakeTimers();
    const world = aTestWorld();
    await aBrandsAcceptedContract(world);
    const checkout = world.stores.pageStore(CheckoutStore);
    await checkout.open(1);
    const offer = checkout.order.quote?.pixDue;
    expect(offer).toMatchObject({ unavailableReason: null, earliestDueDate: '2026-01-01', suggestedDueDate: '2026-01-07', latestDueDate: '2026-01-30' });
    expect(checkout.pixDue.dueDate).toBe('2026-01-07');
    checkout.choose('pix_due');

    checkout.pixDue.set(null);
    await checkout.payByPixDue();
    expect(checkout.fieldErrors).toEqual({ dueDate: 'Escolha a data de vencimento.' });
    expect(await world.payments.list()).toEqual([]);

    checkout.pixDue.set('2026-01-07');
    await checkout.payByPixDue();
    expect(checkout.fieldErrors).toEqual({});
    expect(checkout.payment).toMatchObject({ method: 'pix_due', status: 'pending', totalCentavos: 165_000, pix: { due: { dueDate: '2026-01-07', lastDay: '2026-01-17' } } });

    // Paid three days after the due date: a 2% fine (R$ 33,00) and three days of 1% a month (R$ 1,65).
    world.clock.advance(10 * 86_400);
    world.payments.settlePix(checkout.payment?.id ?? 0);
    await vi.advanceTimersByTimeAsync(SETTLEMENT_POLL_MS);
    expect(checkout.paid).toBe(true);
    expect(checkout.payment?.lateFeesCentavos).toBe(3_465);
    checkout.close();
  });
});

describe('CheckoutStore, money limits and retries', () => {
  it('says, before sending anything, that contracts over R$ 10.000.000,00 are paid in parts, and pays one of them alone', async () => {
    const world = aTestWorld();
    const creators = [5, 6, 7].map((id) => ({ id, name: `Criadora ${String(id)}`, slug: `criadora-${String(id)}`, parties: { creatorUserId: `creator-${String(id)}` } }));
    world.proposals.seedProject({ id: 9, name: 'Verão', brand: { id: 1, name: 'Café Recife', userId: 'brand-uid' }, creators });
    world.session.signInAs('brand-uid');
    const contracts = await world.proposals.create({ projectId: 9, proposals: creators.map((creator) => ({ ...item(creator.id), amountCentavos: 1_000_000_000 })) });
    for (const [index, contract] of contracts.entries()) {
      world.session.signInAs(`creator-${String(creators[index]?.id ?? 0)}`);
      await world.contracts.move(contract.id, { kind: 'accept' });
    }
    world.session.signInAs('brand-uid');
    const { checkout, connection } = watchedCheckout(world);
    await checkout.open(contracts[0]?.id ?? 0);
    await checkout.setPayTogether(true);

    const limit = 'O pagamento passa do limite de R$ 10.000.000,00 em contratos por pagamento (a taxa não conta). Pague em partes: escolha menos contratos.';
    expect(checkout.order.quote?.amountCentavos).toBe(3_000_000_000);
    expect(checkout.order.limitMessage).toBe(limit);
    await checkout.payByPix();
    expect([checkout.payError, checkout.payment]).toEqual([limit, null]);
    expect(connection.sentKeys).toEqual([]);

    await checkout.setPayTogether(false);
    expect(checkout.order.limitMessage).toBeNull();
    await checkout.payByPix();
    expect(checkout.payment).toMatchObject({ status: 'pending', totalCentavos: 1_100_000_000 });
    checkout.close();
  });

  it('retries an attempt whose answer was lost with the same key, so the card is charged once; a decline starts a new attempt', async () => {
    const world = await anAcceptedDeal();
    const { checkout, connection } = watchedCheckout(world);
    await checkout.open(1);
    checkout.choose('card');
    checkout.card.set({ number: '4000000000009995', holderName: 'Rita', expiry: '1299', cvc: '123' });
    await checkout.payByCard();
    expect(checkout.payError).toBe('Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.');

    checkout.card.set({ number: '4242424242424242' });
    connection.loseNextAnswer = true;
    await checkout.payByCard();
    expect(checkout.payError).toBe('Sem conexão com o servidor. Verifique sua internet e tente de novo.');
    await checkout.payByCard();
    expect(checkout.paid).toBe(true);

    const [declined, lost, retried] = connection.sentKeys;
    expect(lost).toBe(retried);
    expect(declined).not.toBe(lost);
    expect((await world.payments.list()).filter((payment) => payment.status === 'paid')).toHaveLength(1);
    checkout.close();
  });
});

describe('DeliveriesStore', () => {
  it('sends files with their progress, delivers, and the brand asks for changes then approves', async () => {
    const world = await anAcceptedDeal();
    const deliveries = world.stores.pageStore(DeliveriesStore);
    await world.payments.pay({ contractIds: [1], method: 'card', cardToken: (await world.payments.tokenize({ number: '4242424242424242', holderName: 'Rita', expiryMonth: 12, expiryYear: 2099, cvc: '123' })).token });
    world.session.signInAs('ana-uid');
    await deliveries.load(1);
    expect(deliveries.deliveries?.rounds).toEqual([]);
    await deliveries.addFiles(1, [picked('roteiro.txt', new Uint8Array([0x68, 0x69])), picked('stories.png', PNG)]);
    expect(deliveries.draft.files.map((file) => [file.name, file.progress, file.id !== null, file.error])).toEqual([
      ['roteiro.txt', 0, false, 'Tipo de arquivo não aceito. Envie JPEG, PNG ou WebP (entregas: também PDF ou MP4).'],
      ['stories.png', 100, true, null],
    ]);
    expect(deliveries.draft.uploading).toBe(false);
    deliveries.draft.setLink(0, ' https://exemplo.com.br/post ');
    const delivered = await deliveries.deliver(9, 5);
    expect(delivered?.status).toBe('delivered');
    expect(deliveries.draft.files).toEqual([]);
    expect(deliveries.deliveries?.rounds[0]).toMatchObject({ links: ['https://exemplo.com.br/post'], files: [{ name: 'stories.png' }] });

    world.session.signInAs('brand-uid');
    deliveries.setComment('   ');
    expect(await deliveries.requestChanges(1)).toBeNull();
    expect(deliveries.fieldErrors).toEqual({ comment: 'Diga o que precisa ser ajustado.' });
    deliveries.setComment('Mais luz.');
    expect((await deliveries.requestChanges(1))?.status).toBe('changes_requested');
    world.session.signInAs('ana-uid');
    await deliveries.deliver(9, 5);
    expect(deliveries.actionError).toBe('Entregue pelo menos um link ou um arquivo.');
    deliveries.draft.setLink(0, 'https://exemplo.com.br/post-2');
    await deliveries.deliver(9, 5);
    world.session.signInAs('brand-uid');
    expect((await deliveries.approve(1))?.status).toBe('approved');
    expect(deliveries.deliveries?.rounds.map((round) => round.review?.kind)).toEqual(['changes_requested', 'approved']);
  });
});
