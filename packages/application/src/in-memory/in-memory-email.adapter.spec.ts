import { describe, expect, it } from 'vitest';
import { anInMemorySuiteWorld } from '../testing/port-suites/in-memory-suite-world.js';
import { InMemoryEmailAdapter } from './in-memory-email.adapter.js';

describe('InMemoryEmailAdapter', () => {
  it('reads a link signed out, turns its kind off once confirmed, and keeps a security link on', async () => {
    const world = anInMemorySuiteWorld();
    const ana = await world.people.signUp('creator', 'Ana Souza');
    const email = new InMemoryEmailAdapter(world.session, world.accounts);
    const token = email.issueUnsubscribeToken(ana.externalId, 'paid');
    const security = email.issueUnsubscribeToken(ana.externalId, 'security');
    world.people.actAs(null);
    expect(await email.readUnsubscribe(token)).toMatchObject({ kind: 'paid', email: true, emailHint: expect.stringMatching(/^.\*\*\*@/) as unknown });
    expect(await email.unsubscribe(token)).toMatchObject({ kind: 'paid', email: false });
    expect(await email.unsubscribe(security)).toMatchObject({ kind: 'security', email: true });
    world.people.actAs(ana);
    const off = (await email.getPreferences()).filter((preference) => !preference.email).map((preference) => preference.kind);
    expect(off).toEqual(['paid']);
  });

  it("keeps each person's demo mail apart, newest first", async () => {
    const world = anInMemorySuiteWorld();
    const ana = await world.people.signUp('creator', 'Ana Souza');
    const email = new InMemoryEmailAdapter(world.session, world.accounts);
    const mail = { to: 'ana@exemplo.com.br', text: 'Olá', html: '<p>Olá</p>', unsubscribeUrl: null, createdAt: '2026-03-01T12:00:00.000Z' };
    email.deliver(ana.externalId, { ...mail, subject: 'Primeiro' });
    email.deliver(ana.externalId, { ...mail, subject: 'Segundo' });
    expect((await email.listDemoEmails()).map((item) => item.subject)).toEqual(['Segundo', 'Primeiro']);
    await world.people.signUp('brand', 'Café Recife');
    expect(await email.listDemoEmails()).toEqual([]);
  });
});
