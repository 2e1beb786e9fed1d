import { JOB_TYPE_ALL } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { aTestWorld, type TestWorld } from '../testing/test-container.js';
import { ChatStore } from './chat.store.js';
import { ContractStore } from './contract.store.js';
import { JobsStore } from './jobs.store.js';

const item = (creatorId: number) => ({ creatorId, stories: 2, feed: 0, tiktok: 0, amountCentavos: 150_000, deadline: '2026-02-01', message: 'Topa?' });

/** A brand ("brand-uid") who proposed to Ana ("ana-uid") on "Verão" (paid) and to Bia on "Inverno" (exchange); signed in as Ana. */
async function aDeal(): Promise<TestWorld> {
  const world = aTestWorld();
  const brand = { id: 1, name: 'Café Recife', userId: 'brand-uid' };
  world.proposals.seedProject({ id: 9, name: 'Verão na Praia', brand, creators: [{ id: 5, name: 'Ana Souza', slug: 'ana', parties: { creatorUserId: 'ana-uid' } }] });
  world.proposals.seedProject({ id: 10, name: 'Inverno', brand, creators: [{ id: 5, name: 'Ana Souza', slug: 'ana', parties: { creatorUserId: 'ana-uid' } }] });
  world.session.signInAs('brand-uid');
  await world.proposals.create({ projectId: 9, proposals: [item(5)] });
  await world.proposals.create({ projectId: 10, proposals: [item(5)] });
  world.session.signInAs('ana-uid');
  return world;
}

describe('JobsStore', () => {
  it("filters by project type or 'Todos', and typing a title resets the type to 'Todos', ignoring case and accents", async () => {
    const { stores } = await aDeal();
    await stores.pageStore(JobsStore).load();
    expect(stores.pageStore(JobsStore).visible.map((job) => job.projectName)).toEqual(['Inverno', 'Verão na Praia']);
    stores.pageStore(JobsStore).setType('paid');
    expect(stores.pageStore(JobsStore).visible).toHaveLength(0);
    stores.pageStore(JobsStore).setTitle('VERAO');
    expect(stores.pageStore(JobsStore).filter.type).toBe(JOB_TYPE_ALL);
    expect(stores.pageStore(JobsStore).visible.map((job) => job.projectName)).toEqual(['Verão na Praia']);
    expect(stores.pageStore(JobsStore).filtering).toBe(true);
    stores.pageStore(JobsStore).clearFilter();
    expect(stores.pageStore(JobsStore).visible).toHaveLength(2);
  });
});

describe('ContractStore', () => {
  it('opens a contract, counters, and says what changed when a move is refused', async () => {
    const world = await aDeal();
    const store = world.stores.pageStore(ContractStore);
    await store.open(1);
    expect(store.contract).toMatchObject({ id: 1, status: 'pending', answers: ['accept', 'reject', 'counter'] });

    expect(await store.move({ kind: 'counter', amountCentavos: 180_000, deadline: '2026-02-03', message: ' Mais um story ' })).toBe(true);
    expect(store.contract).toMatchObject({ status: 'counter_offer', counter: { amountCentavos: 180_000, message: 'Mais um story' } });
    expect(await store.move({ kind: 'accept' })).toBe(false);
    expect(store.actionError).toBe('Não foi possível aceitar a proposta: há uma contraproposta aguardando a resposta da marca.');
  });
});

describe('ChatStore', () => {
  it("opens a contract's chat live, sends a message once, and stops following it when closed", async () => {
    const world = await aDeal();
    const store = world.stores.pageStore(ChatStore);
    const { chatId } = await world.contracts.get(1);
    await store.open({ chatId, contractId: 1 });
    expect(store).toMatchObject({ status: 'ready', feed: 'live', messages: [] });

    store.setDraft('  Oi! Topo sim.  ');
    await store.send();
    expect(store.draft).toBe('');
    expect(store.messages.map((message) => [message.seq, message.message])).toEqual([[1, 'Oi! Topo sim.']]);
    expect(store.outgoing).toEqual([]);
    store.close();
    expect(store.feed).toBe('idle');
  });

  it('keeps a message that failed, and sends it again with the same client id', async () => {
    const world = await aDeal();
    const store = world.stores.pageStore(ChatStore);
    await store.open({ chatId: (await world.contracts.get(1)).chatId, contractId: 1 });
    world.session.signOut();
    store.setDraft('Vai falhar');
    await store.send();
    expect(store.outgoing).toMatchObject([{ text: 'Vai falhar', failed: true }]);
    expect(store.error).not.toBeNull();
    world.session.signInAs('ana-uid');
    await store.retry(store.outgoing[0]?.clientMessageId ?? '');
    expect(store.outgoing).toEqual([]);
    expect(store.messages.map((message) => message.message)).toEqual(['Vai falhar']);
  });

  it('follows no more once the feed ended for good, and keeps why', async () => {
    const world = await aDeal();
    const store = world.stores.pageStore(ChatStore);
    const { chatId } = await world.contracts.get(1);
    await store.open({ chatId, contractId: 1 });
    world.chat.endFeeds(chatId, 'access_lost');
    expect(store.feed).toBe('access_lost');
    world.session.signInAs('brand-uid');
    await world.chat.send({ chatId, contractId: 1, text: 'Só para a Ana', clientMessageId: 'c-after-end' });
    expect(store.messages).toEqual([]);
  });

  it('says why a chat could not be opened, and shows no late answer of a chat already left', async () => {
    const world = await aDeal();
    const store = world.stores.pageStore(ChatStore);
    await store.open({ chatId: 99, contractId: 99 });
    expect(store.status).toBe('error');
    expect(store.error).not.toBeNull();

    const { chatId } = await world.contracts.get(1);
    await world.chat.send({ chatId, contractId: 1, text: 'Primeira', clientMessageId: 'c-1' });
    const leaving = store.open({ chatId, contractId: 1 });
    store.close();
    await leaving;
    expect(store).toMatchObject({ status: 'loading', messages: [], feed: 'idle' });
  });
});
