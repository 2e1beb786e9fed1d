import { describe, expect, it } from 'vitest';
import type { NotificationPort } from '../../ports/notification.port.js';
import { aProposalTo, type ContractSuiteWorld } from './contract-world.js';
import { creatorIdOf, type PortSuite } from './port-suite-world.js';

/** What the notifications' scenarios need: the adapter, and the contracts' world whose moves notify. */
export interface NotificationSuiteWorld extends ContractSuiteWorld {
  readonly notifications: NotificationPort;
}

/** {@link NotificationPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const notificationPortSuite: PortSuite<NotificationSuiteWorld> = (world) => {
  describe('NotificationPort', () => {
    it("tells the creator and their agent of a proposal, in pt-BR with the amount and the deadline, and the brand nothing", async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const agent = await w.aLinkedAgent(ana);
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana], 'Verão Nordestino');
      const [contract] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] });
      const notice = {
        kind: 'proposal',
        title: 'Nova proposta',
        // The amount as the app shows money: a non-breaking space after R$.
        body: 'Café Recife enviou uma proposta para "Verão Nordestino": R$\u00a01.500,00, prazo 01/02/2099.',
        link: `/contratos/${String(contract?.id)}`,
        contractId: contract?.id,
        read: false,
      };
      expect(await w.notifications.list(1, false)).toMatchObject({ total: 0, unread: 0, notifications: [] });
      for (const party of [ana, agent]) {
        w.actAs(party);
        expect(await w.notifications.list(1, false)).toMatchObject({ page: 1, total: 1, unread: 1, notifications: [notice] });
        expect(await w.notifications.summary()).toEqual({ unreadNotifications: 1, unreadMessages: 0 });
      }
    });

    it('tells the brand of a counter-offer, and the creator of its answer, each with the terms', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const projectId = await w.aPublishedProject(brand, [ana], 'Verão Nordestino');
      const [contract] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] });
      const id = contract?.id ?? 0;
      w.actAs(ana);
      await w.contracts.move(id, { kind: 'counter', amountCentavos: 170_000, deadline: '2099-02-03', message: 'Mais um story.' });
      w.actAs(brand);
      const told = async () => (await w.notifications.list(1, false)).notifications.map((notice) => [notice.kind, notice.title, notice.body]);
      expect(await told()).toEqual([['counter_offer', 'Contraproposta recebida', 'Ana Souza propôs R$\u00a01.700,00, prazo 03/02/2099 em "Verão Nordestino".']]);
      await w.contracts.move(id, { kind: 'accept' });
      w.actAs(ana);
      expect((await told())[0]).toEqual(['counter_accepted', 'Contraproposta aceita', 'Café Recife aceitou a sua contraproposta em "Verão Nordestino": R$\u00a01.700,00, prazo 03/02/2099.']);
    });

    it('marks the ones named read, or all, and lists the unread only when asked', async () => {
      const w = world();
      const ana = await w.signUp('creator', 'Ana Souza');
      const brand = await w.signUp('brand', 'Café Recife');
      const first = await w.aPublishedProject(brand, [ana], 'Primeiro');
      await w.proposals.create({ projectId: first, proposals: [aProposalTo(creatorIdOf(ana))] });
      const second = await w.aPublishedProject(brand, [ana], 'Segundo');
      await w.proposals.create({ projectId: second, proposals: [aProposalTo(creatorIdOf(ana))] });
      w.actAs(ana);
      const page = await w.notifications.list(1, false);
      // Newest first.
      expect(page.notifications.map((notice) => notice.body.includes('"Segundo"'))).toEqual([true, false]);
      const newest = page.notifications[0]?.id ?? 0;
      expect(await w.notifications.markRead([newest])).toEqual({ unreadNotifications: 1, unreadMessages: 0 });
      expect((await w.notifications.list(1, true)).notifications.map((notice) => notice.body.includes('"Primeiro"'))).toEqual([true]);
      expect(await w.notifications.markRead()).toEqual({ unreadNotifications: 0, unreadMessages: 0 });
      expect(await w.notifications.list(1, true)).toMatchObject({ total: 0, unread: 0, notifications: [] });
    });
  });
};
