import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, creators } from '../db/schema.js';
import { createAccount } from '../test-support/account-bodies.builder.js';
import { startSecondApp, type SecondApp } from '../test-support/second-app.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

// Two replicas on one database: the test app (A) takes the writes, the second app (B) the
// reads, whose answers its cache keeps. A write on A must reach B's answers as soon as its
// notice arrives: polled for at most 2 s, never waited for with a fixed sleep.
let testApp: TestApp;
let second: SecondApp;

beforeAll(async () => {
  testApp = await startTestApp();
  second = await startSecondApp(testApp);
});

afterAll(async () => {
  await second.close();
  await testApp.close();
});

const NOTICE_DELIVERY = { timeout: 2_000, interval: 10 };

async function readOnB<T>(path: string): Promise<T> {
  const response = await second.app.inject({ method: 'GET', url: `/api${path}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

const firstPageNamesOnB = async () => (await readOnB<{ creators: { name: string }[] }>('/account/creator/filter')).creators.map((card) => card.name);
const activeCountOnB = async () => (await readOnB<{ total: number }>('/account/creator/count')).total;
const typeaheadNamesOnB = async (q: string) =>
  (await readOnB<{ creators: { primary_value: string }[] }>(`/account/creator/search?q=${encodeURIComponent(q)}`)).creators.map((suggestion) => suggestion.primary_value);
const badgeNamesOnB = async () => (await readOnB<{ name: string }[]>('/badge')).map((badge) => badge.name);

let barriers = 0;
/**
 * Waits until B has handled every notice sent so far. A sign-up writes in several statements,
 * and on PostgreSQL their notices reach B a moment later, each clearing what B kept meanwhile.
 * Notices arrive in commit order on one connection: B keeps its badge list until the notice of
 * a badge inserted after them clears it, so once B shows that badge, B has handled them all.
 */
async function noticesDeliveredToB(): Promise<void> {
  barriers += 1;
  const name = `Selo de espera ${String(barriers)}`;
  // Kept by B now, so only the insert's notice can bring the new badge into B's answer.
  expect(await badgeNamesOnB()).not.toContain(name);
  await testApp.db.insert(badges).values({ name, icon: '/badges/espera.svg' });
  await expect.poll(badgeNamesOnB, NOTICE_DELIVERY).toContain(name);
}

/** Changes a card's name without the notice a write sends (triggers off for this transaction), so only a cache still shows the old one. */
async function renameCardSilently(creatorId: number, name: string): Promise<void> {
  await testApp.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(creators).set({ name }).where(sql`${creators.id} = ${creatorId}`);
  });
}

describe('the cache of hot reads, across two replicas', () => {
  it("shows a creator's profile change made on one replica in the other's cached first page at once", async () => {
    const { identity, user } = await createAccount(testApp, 'creator', { name: 'Zuleide Primeira' });
    await noticesDeliveredToB();
    expect(await firstPageNamesOnB()).toContain('Zuleide Primeira');
    const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(sql`${creators.userId} = ${user.id}`);
    if (!card) throw new Error('no card');

    // B answers from its cache: a change that sends no notice is not seen there.
    await renameCardSilently(card.id, 'Zuleide Escondida');
    expect(await firstPageNamesOnB()).toContain('Zuleide Primeira');

    const renamed = await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { name: 'Zuleide Renomeada' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(firstPageNamesOnB, NOTICE_DELIVERY).toContain('Zuleide Renomeada');
    expect(await firstPageNamesOnB()).not.toContain('Zuleide Primeira');
  });

  it('takes a creator who deactivates on one replica out of the other\'s cached first page and count', async () => {
    const { identity } = await createAccount(testApp, 'creator', { name: 'Zuleide Saindo' });
    await noticesDeliveredToB();
    expect(await firstPageNamesOnB()).toContain('Zuleide Saindo');
    const before = await activeCountOnB();
    expect(await activeCountOnB()).toBe(before);

    const left = await testApp.call({ method: 'POST', path: '/account/user/desactive', as: identity });
    expect(left.statusCode, left.body).toBe(200);
    await expect.poll(activeCountOnB, NOTICE_DELIVERY).toBe(before - 1);
    expect(await firstPageNamesOnB()).not.toContain('Zuleide Saindo');
  });

  it("shows a creator's new name in the other replica's cached typeahead, for the same text typed differently too", async () => {
    const { identity, user } = await createAccount(testApp, 'creator', { name: 'Xenia Antiga' });
    await noticesDeliveredToB();
    expect(await typeaheadNamesOnB('xenia')).toContain('Xenia Antiga');
    const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(sql`${creators.userId} = ${user.id}`);
    if (!card) throw new Error('no card');

    // B answers "xenia" from its cache, and "  XÊNIA " is the same text to match.
    await renameCardSilently(card.id, 'Xenia Escondida');
    expect(await typeaheadNamesOnB('xenia')).toContain('Xenia Antiga');
    expect(await typeaheadNamesOnB('  XÊNIA ')).toContain('Xenia Antiga');

    const renamed = await testApp.call({ method: 'PUT', path: '/account/user', as: identity, body: { name: 'Xenia Renomeada' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(() => typeaheadNamesOnB('xenia'), NOTICE_DELIVERY).toContain('Xenia Renomeada');
    expect(await typeaheadNamesOnB('xenia')).not.toContain('Xenia Antiga');
  });

  it('shows a reference list changed outside the API (the seed, an operator) on every replica', async () => {
    expect(await badgeNamesOnB()).not.toContain('Selo Novo');
    await testApp.db.insert(badges).values({ name: 'Selo Novo', icon: '/badges/novo.svg' });
    await expect.poll(badgeNamesOnB, NOTICE_DELIVERY).toContain('Selo Novo');
  });
});
