import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../model/chat.model.js';
import type { ChatPort } from '../../ports/chat.port.js';
import { aProposalTo, type ContractSuiteWorld } from './contract-world.js';
import { creatorIdOf, expectRefusal, type PortSuite, type SuitePerson } from './port-suite-world.js';

/** What the chat's scenarios need: the adapter, and the contracts' world to open a chat. */
export interface ChatSuiteWorld extends ContractSuiteWorld {
  readonly chat: ChatPort;
}

/** A brand's proposal to a creator: the chat of its contract, and both parties. */
async function aContractChat(w: ChatSuiteWorld): Promise<{ brand: SuitePerson; creator: SuitePerson; chatId: number; contractId: number }> {
  const creator = await w.signUp('creator', 'Ana Souza');
  const brand = await w.signUp('brand', 'Café Recife');
  const projectId = await w.aPublishedProject(brand, [creator]);
  const [contract] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(creator))] });
  return { brand, creator, chatId: contract?.chatId ?? 0, contractId: contract?.id ?? 0 };
}

/** {@link ChatPort}'s scenarios, the same for the in-memory and the HTTP adapter. */
export const chatPortSuite: PortSuite<ChatSuiteWorld> = (world) => {
  describe('ChatPort', () => {
    it('posts in order, stores a retry once, and keeps what each party has read', async () => {
      const w = world();
      const { brand, creator, chatId, contractId } = await aContractChat(w);
      const first = await w.chat.send({ chatId, contractId, text: ' Olá, Ana! ', clientMessageId: 'suite-0001' });
      expect(first).toMatchObject({ chatId, contractId, seq: 1, message: 'Olá, Ana!', clientMessageId: 'suite-0001', sender: { userId: brand.userId, name: 'Café Recife', role: 'brand' } });
      expect(await w.chat.send({ chatId, contractId, text: 'Olá, Ana!', clientMessageId: 'suite-0001' })).toEqual(first);
      await w.chat.send({ chatId, contractId, text: 'Tudo certo?', clientMessageId: 'suite-0002' });

      w.actAs(creator);
      const page = await w.chat.listPage(chatId);
      expect(page).toMatchObject({ lastSeq: 2, readSeq: 0, before: null });
      expect(page.messages.map((message) => [message.seq, message.message, message.sender.role])).toEqual([[1, 'Olá, Ana!', 'brand'], [2, 'Tudo certo?', 'brand']]);
      expect(await w.chat.markRead(chatId, 1)).toBe(1);
      const reply = await w.chat.send({ chatId, contractId, text: 'Tudo!', clientMessageId: 'suite-0003' });
      expect(reply).toMatchObject({ seq: 3, sender: { userId: creator.userId, name: 'Ana Souza', role: 'creator' } });
      expect((await w.chat.listPage(chatId)).readSeq).toBe(3);
    });

    it('hands a follower the messages after the one given, then each new one, once', async () => {
      const w = world();
      const { creator, chatId, contractId } = await aContractChat(w);
      await w.chat.send({ chatId, contractId, text: 'Primeira', clientMessageId: 'suite-0101' });
      await w.chat.send({ chatId, contractId, text: 'Segunda', clientMessageId: 'suite-0102' });
      const heard: ChatMessage[] = [];
      let arrived: () => void = () => undefined;
      const three = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const stop = w.chat.follow(chatId, 1, {
        onMessage: (message) => {
          heard.push(message);
          if (heard.length === 2) arrived();
        },
      });
      w.actAs(creator);
      await w.chat.send({ chatId, contractId, text: 'Terceira', clientMessageId: 'suite-0103' });
      await three;
      stop();
      expect(heard.map((message) => [message.seq, message.message])).toEqual([[2, 'Segunda'], [3, 'Terceira']]);
    });

    it('keeps the chat to the parties of its contract', async () => {
      const w = world();
      const { chatId, contractId } = await aContractChat(w);
      await w.signUp('brand', 'Loja Vizinha');
      await expectRefusal(w.chat.listPage(chatId), 'CHAT.NOT_FOUND', 'Conversa não encontrada.');
      await expectRefusal(w.chat.send({ chatId, contractId, text: 'Oi', clientMessageId: 'suite-0201' }), 'CHAT.NOT_FOUND', 'Conversa não encontrada.');
      await expectRefusal(w.chat.markRead(chatId, 1), 'CHAT.NOT_FOUND', 'Conversa não encontrada.');
    });
  });
};
