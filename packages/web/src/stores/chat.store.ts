import { newClientMessageId } from '@publi/application';
import type { ChatFeedEnd, ChatFeedState, ChatMessage, FollowChatUseCase, LoadChatPageUseCase, SendChatMessageUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { mergeBySeq, replaceOutgoing, type OutgoingMessage } from './chat-messages.js';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** The chat a contract has, and the contract a message is posted on. */
export interface ChatOfContract {
  readonly chatId: number;
  readonly contractId: number;
}

/**
 * A contract's chat kept live (on `/contratos/:id`): its messages in `seq` order, older pages on
 * request, and the person's posts on their way; a post that failed stays with its client id to be
 * sent again.
 */
@injectable()
export class ChatStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  messages: readonly ChatMessage[] = [];
  olderBefore: number | null = null;
  loadingOlder = false;
  error: string | null = null;
  /** The live feed: following, reconnecting, or ended for good and why (the person may no longer read the chat, or signed out). */
  feed: ChatFeedState | ChatFeedEnd | 'idle' = 'idle';
  draft = '';
  outgoing: readonly OutgoingMessage[] = [];
  private chat: ChatOfContract | null = null;
  private stopFeed: (() => void) | null = null;
  private readSeq = 0;

  constructor(
    @inject(USE_CASE_TOKENS.LoadChatPage) private readonly pages: Pick<LoadChatPageUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.SendChatMessage) private readonly sender: Pick<SendChatMessageUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.FollowChat) private readonly live: Pick<FollowChatUseCase, 'follow' | 'markRead'>,
  ) {
    const unobserved = { pages: false, sender: false, live: false, chat: false, stopFeed: false, readSeq: false } as const;
    makeAutoObservable<this, keyof typeof unobserved>(this, unobserved, { autoBind: true });
  }

  /** Loads the chat's newest messages, then follows it live. */
  async open(chat: ChatOfContract): Promise<void> {
    this.close();
    Object.assign(this, { chat, status: 'loading', messages: [], outgoing: [], olderBefore: null, error: null });
    try {
      const page = await this.pages.execute(chat.chatId);
      if (this.chat !== chat) return;
      runInAction(() => {
        Object.assign(this, { status: 'ready', messages: page.messages, olderBefore: page.before, readSeq: page.readSeq });
      });
      this.markSeen();
      const listener = { onMessage: (message: ChatMessage) => { this.receive(message); }, onState: (state: ChatFeedState) => { this.setFeed(state); }, onEnd: (reason: ChatFeedEnd) => { this.setFeed(reason); } };
      this.stopFeed = this.live.follow(chat.chatId, page.lastSeq, listener);
    } catch (error) {
      if (this.chat !== chat) return;
      runInAction(() => {
        Object.assign(this, { status: 'error', error: errorMessageOf(error) });
      });
    }
  }

  /** Stops following the chat (the page closed). */
  close(): void {
    this.stopFeed?.();
    this.stopFeed = null;
    this.chat = null;
    this.feed = 'idle';
  }

  setFeed(state: ChatFeedState | ChatFeedEnd): void {
    this.feed = state;
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Sends the draft; the text stays in the box until the server has it. */
  async send(): Promise<void> {
    const text = this.draft.trim();
    if (text === '' || this.chat === null) return;
    const outgoing: OutgoingMessage = { clientMessageId: newClientMessageId(), text, failed: false };
    this.outgoing = [...this.outgoing, outgoing];
    this.draft = '';
    await this.deliver(outgoing);
  }

  /** Sends a failed message again, with the same client id (stored once if it had arrived). */
  retry(clientMessageId: string): Promise<void> {
    const outgoing = this.outgoing.find((message) => message.clientMessageId === clientMessageId);
    return outgoing ? this.deliver({ ...outgoing, failed: false }) : Promise.resolve();
  }

  /** Loads the 50 messages before the oldest shown. */
  async loadOlder(): Promise<void> {
    if (this.chat === null || this.olderBefore === null || this.loadingOlder) return;
    this.loadingOlder = true;
    try {
      const page = await this.pages.execute(this.chat.chatId, this.olderBefore);
      runInAction(() => {
        this.messages = mergeBySeq(this.messages, page.messages);
        this.olderBefore = page.before;
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessageOf(error);
      });
    } finally {
      runInAction(() => {
        this.loadingOlder = false;
      });
    }
  }

  /** A message from the live feed, or the server's copy of one of the person's own. */
  receive(message: ChatMessage): void {
    this.messages = mergeBySeq(this.messages, [message]);
    this.outgoing = this.outgoing.filter((outgoing) => outgoing.clientMessageId !== message.clientMessageId);
    this.markSeen();
  }

  private async deliver(outgoing: OutgoingMessage): Promise<void> {
    if (this.chat === null) return;
    this.outgoing = replaceOutgoing(this.outgoing, outgoing);
    this.error = null;
    try {
      this.receive(await this.sender.execute({ ...this.chat, text: outgoing.text, clientMessageId: outgoing.clientMessageId }));
    } catch (error) {
      runInAction(() => {
        this.error = errorMessageOf(error);
        this.outgoing = replaceOutgoing(this.outgoing, { ...outgoing, failed: true });
      });
    }
  }

  /** Moves the read mark to the newest message shown, so the bell and the lists stop counting it. */
  private markSeen(): void {
    const newest = this.messages.at(-1)?.seq ?? 0;
    if (this.chat === null || newest <= this.readSeq) return;
    this.readSeq = newest;
    this.live.markRead(this.chat.chatId, newest).catch(() => {
      // The mark moves again with the next message; nothing to tell the person.
    });
  }
}
