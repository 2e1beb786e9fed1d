import { agentTokenSchema, auditLogPageSchema, type AccountType, type AuditLogPageWire } from '@publi/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditRepository } from '../audit/audit.repository.js';
import { auditEvents, creators } from '../db/schema.js';
import { aBankAccountBody, createAccount, dataOf, expectApiError, startTestApp, type TestApp, type TestIdentity } from '../testing.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp.close();
});

interface Person {
  readonly identity: TestIdentity;
  readonly userId: number;
  readonly creatorId: number;
  readonly name: string;
}

async function person(type: AccountType, name: string): Promise<Person> {
  const { identity, user } = await createAccount(testApp, type, { name });
  const [card] = await testApp.db.select({ id: creators.id }).from(creators).where(eq(creators.userId, user.id));
  return { identity, userId: user.id, creatorId: card?.id ?? 0, name };
}

async function historyOf(who: Person, query = ''): Promise<AuditLogPageWire> {
  const answer = await testApp.call({ method: 'GET', path: `/account/audit_log${query}`, as: who.identity });
  expect(answer.statusCode).toBe(200);
  return dataOf(answer, auditLogPageSchema);
}

const saveBank = (who: Person, body: unknown) => testApp.call({ method: 'PUT', path: '/users/bank_account', as: who.identity, body });
const rowsOf = async (who: Person) => testApp.db.select().from(auditEvents).where(eq(auditEvents.accountId, who.userId));

async function linkAgent(creator: Person, agent: Person): Promise<void> {
  const { token } = dataOf(await testApp.call({ method: 'GET', path: '/account/creator_agent/token', as: agent.identity }), agentTokenSchema);
  const answer = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id', as: creator.identity, body: { user_id: creator.identity.uid, creatorAgentToken: token } });
  expect(answer.statusCode).toBe(200);
}

describe('bank data and Pix key in the history', () => {
  it('records who changed what and when, masked: never the whole account number or document', async () => {
    const ana = await person('creator', 'Ana Souza');
    const before = Date.now();
    expect((await saveBank(ana, aBankAccountBody({ bank_code: '341', agency: '2545', account: '02366-1' }))).statusCode).toBe(200);
    await saveBank(ana, aBankAccountBody({ pix_key: 'ana.souza@gmail.com' }));
    const { events, total } = await historyOf(ana);
    expect(total).toBe(events.length);
    // Newest first: the second save's Pix key, then its bank change, then the first save.
    const [pix, bank] = events;
    expect(events.map((event) => event.kind)).toEqual(['pix_key_changed', 'bank_data_changed', 'bank_data_changed']);
    expect(pix).toMatchObject({ kind: 'pix_key_changed', actor: { id: ana.userId, name: 'Ana Souza', type: 'creator' }, account: { id: ana.userId } });
    expect(pix?.changes).toEqual([{ field: 'pixKey', before: null, after: 'a•••@gmail.com' }]);
    expect(bank?.kind).toBe('bank_data_changed');
    expect(bank?.changes).toEqual([
      { field: 'bank', before: '341', after: '260' },
      { field: 'agency', before: '2545', after: '0001' },
      { field: 'account', before: '•••• 661', after: '•••• 451' },
    ]);
    expect(events[2]?.changes).toContainEqual({ field: 'ownerDocument', before: null, after: '•••.•••.•••-25' });
    expect(new Date(pix?.created_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const body = JSON.stringify(events);
    for (const secret of ['12345-1', '123451', '02366', '52998224725', 'ana.souza@gmail.com']) expect(body).not.toContain(secret);
    const stored = JSON.stringify(await rowsOf(ana));
    for (const secret of ['12345-1', '52998224725', 'ana.souza@gmail.com']) expect(stored).not.toContain(secret);
  });

  it('writes nothing for a refused save or the same data saved again', async () => {
    const bia = await person('creator', 'Bia Lima');
    await saveBank(bia, aBankAccountBody());
    const after = (await rowsOf(bia)).length;
    expect(after).toBe(1);
    expectApiError(await saveBank(bia, aBankAccountBody({ bank_code: '999' })), 400, 'REQUEST.INVALID');
    await saveBank(bia, aBankAccountBody());
    expect((await rowsOf(bia)).length).toBe(after);
  });
});

describe('agent links in the history', () => {
  it('shows a link and its end to the creator and to the agent, with who ended it', async () => {
    const creator = await person('creator', 'Carla Dias');
    const agent = await person('agent', 'Duda Agente');
    await linkAgent(creator, agent);
    const ended = await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id/remove', as: agent.identity, body: { creator_id: creator.creatorId } });
    expect(ended.statusCode).toBe(200);
    for (const reader of [creator, agent]) {
      const { events } = await historyOf(reader);
      expect(events.map((event) => [event.kind, event.actor?.name, event.agent?.name, event.account?.name])).toEqual([
        ['agent_unlinked', 'Duda Agente', 'Duda Agente', 'Carla Dias'],
        ['agent_linked', 'Carla Dias', 'Duda Agente', 'Carla Dias'],
      ]);
    }
    // A retry with nobody linked changes nothing and records nothing.
    await testApp.call({ method: 'POST', path: '/account/creator/creator_agent_id/remove', as: creator.identity, body: {} });
    expect((await historyOf(creator)).total).toBe(2);
  });

  it("never shows one account's events to another", async () => {
    const owner = await person('creator', 'Eva Costa');
    const stranger = await person('creator', 'Fabi Rocha');
    const brand = await person('brand', 'Marca X');
    await saveBank(owner, aBankAccountBody());
    expect((await historyOf(stranger)).events).toEqual([]);
    expect((await historyOf(brand)).total).toBe(0);
  });
});

describe('GET /account/audit_log', () => {
  it('pages newest first', async () => {
    const gabi = await person('creator', 'Gabi Nunes');
    await saveBank(gabi, aBankAccountBody());
    await saveBank(gabi, aBankAccountBody({ pix_key: '52998224725' }));
    await saveBank(gabi, aBankAccountBody({ pix_key: null }));
    const first = await historyOf(gabi, '?page=1&limit=2');
    const second = await historyOf(gabi, '?page=2&limit=2');
    expect({ total: first.total, page: first.page, limit: first.limit }).toEqual({ total: 3, page: 1, limit: 2 });
    expect(first.events.map((event) => event.changes[0]?.after)).toEqual([null, '•••.•••.•••-25']);
    expect(second.events.map((event) => event.kind)).toEqual(['bank_data_changed']);
  });

  it('refuses a bad page in pt-BR and an anonymous caller', async () => {
    const hugo = await person('creator', 'Hugo Reis');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/audit_log?limit=500', as: hugo.identity }), 400, 'REQUEST.INVALID');
    expectApiError(await testApp.call({ method: 'GET', path: '/account/audit_log' }), 401, 'AUTH.TOKEN_MISSING');
  });
});

// Last in the file: it drops this database's check constraint to write what the code never would.
describe('a stored kind this version does not know', () => {
  it('is refused, never shown as another kind', async () => {
    const ana = await person('creator', 'Ana Lima');
    await testApp.db.execute(sql`alter table audit_events drop constraint audit_events_kind_check`);
    await testApp.db.execute(sql`insert into audit_events (account_id, actor_id, kind) values (${ana.userId}, ${ana.userId}, 'bank_data_deleted')`);

    await expect(new AuditRepository(testApp.db).page(ana.userId, 0, 20)).rejects.toThrow(/unknown kind: bank_data_deleted/u);
    const answer = await testApp.call({ method: 'GET', path: '/account/audit_log', as: ana.identity });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('bank_data');
  });
});
