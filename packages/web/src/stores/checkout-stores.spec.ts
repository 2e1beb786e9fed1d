import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { SETTLEMENT_POLL_MS } from './settlement-watch.js';

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

describe('CheckoutStore', () => {
  it('quotes the contract with the fee, explains a declined card, and pays with another', async () => {
    const { stores } = await anAcceptedDeal();
    const { checkout } = stores;
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
    const { checkout } = world.stores;
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

describe('DeliveriesStore', () => {
  it('sends files with their progress, delivers, and the brand asks for changes then approves', async () => {
    const world = await anAcceptedDeal();
    const { deliveries } = world.stores;
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
