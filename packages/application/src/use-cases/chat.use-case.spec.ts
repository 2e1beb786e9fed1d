import { describe, expect, it } from 'vitest';
import { InMemoryChatAdapter } from '../in-memory/in-memory-chat.adapter.js';
import { InMemoryClock } from '../in-memory/in-memory-clock.adapter.js';
import { InMemoryLogger } from '../in-memory/in-memory-logger.adapter.js';
import { InMemorySession } from '../in-memory/in-memory-session.js';
import type { ChatMessage } from '../model/chat.model.js';
import { LoadChatPageUseCase } from './load-chat-page.use-case.js';
import { SendChatMessageUseCase } from './send-chat-message.use-case.js';

function aChat() {
  const session = new InMemorySession();
  session.signInAs('brand-1');
  const clock = new InMemoryClock();
  const chat = new InMemoryChatAdapter(session, clock);
  const logger = new InMemoryLogger();
  return { session, clock, chat, logger, send: new SendChatMessageUseCase(chat), load: new LoadChatPageUseCase(chat, logger) };
}

describe('SendChatMessageUseCase', () => {
  it('sends the trimmed text and tells the live subscribers of that contract only', async () => {
    const { send, chat } = aChat();
    const heard: ChatMessage[] = [];
    const unsubscribe = chat.subscribe(1, (message) => heard.push(message));
    chat.subscribe(2, () => { throw new Error('wrong contract'); });
    await send.execute(1, '  Olá! ');
    unsubscribe();
    await send.execute(1, 'Tudo bem?');
    expect(heard.map((m) => m.message)).toEqual(['Olá!']);
  });

  it('refuses a blank message without sending', async () => {
    const { send, load } = aChat();
    await expect(send.execute(1, '   ')).rejects.toMatchObject({ code: 'CHAT.MESSAGE_REQUIRED' });
    expect((await load.execute(1)).messages).toEqual([]);
  });
});

describe('LoadChatPageUseCase', () => {
  it('pages 50 messages at a time, oldest first, going back with `before`', async () => {
    const { send, load } = aChat();
    for (let i = 1; i <= 120; i++) await send.execute(1, `m${String(i)}`);
    const newest = await load.execute(1);
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages[0]?.message).toBe('m71');
    const older = await load.execute(1, newest.before ?? undefined);
    expect(older.messages[49]?.message).toBe('m70');
    const oldest = await load.execute(1, older.before ?? undefined);
    expect(oldest.messages).toHaveLength(20);
    expect(oldest.before).toBeNull();
  });

  it('logs a failure and answers an empty page', async () => {
    const { load, session, logger } = aChat();
    session.signOut();
    await expect(load.execute(1)).resolves.toEqual({ messages: [], before: null });
    expect(logger.errors).toHaveLength(1);
  });
});
