import {
  newClientMessageId,
  type AnswerContractUseCase,
  type ChatFeedState,
  type ChatMessage,
  type Contract,
  type ContractMove,
  type FollowChatUseCase,
  type ListContractsUseCase,
  type LoadChatPageUseCase,
  type SendChatMessageUseCase,
} from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf, fieldErrorsOf } from './error-message.js';
import { PendingAction } from './pending-action.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** A message on its way: kept with its client id, so "tentar de novo" is the same message. */
export interface OutgoingMessage {
  readonly clientMessageId: string;
  readonly text: string;
  readonly failed: boolean;
}

/**
 * `/contratos/:id`: one contract, the moves the person may make on it, and its chat kept live.
 * Messages are kept in `seq` order, each once, whether they came from a page, the live feed or
 * the person's own post; a post that failed stays with its client id to be sent again.
 */
@injectable()
export class ContractStore {
  contract: Contract | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  private readonly action = new PendingAction<ContractMove['kind']>();
  actionError: string | null = null;
  fieldErrors: Readonly<Record<string, string>> = {};

  messages: readonly ChatMessage[] = [];
  olderBefore: number | null = null;
  loadingOlder = false;
  chatError: string | null = null;
  feed: ChatFeedState | 'idle' = 'idle';
  draft = '';
  outgoing: readonly OutgoingMessage[] = [];
  private stopFeed: (() => void) | null = null;
  private readSeq = 0;

  constructor(
    @inject(USE_CASE_TOKENS.ListContracts) private readonly contracts: Pick<ListContractsUseCase, 'get'>,
    @inject(USE_CASE_TOKENS.AnswerContract) private readonly answers: Pick<AnswerContractUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.LoadChatPage) private readonly pages: Pick<LoadChatPageUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.SendChatMessage) private readonly sender: Pick<SendChatMessageUseCase, 'execute'>,
    @inject(USE_CASE_TOKENS.FollowChat) private readonly chat: Pick<FollowChatUseCase, 'follow' | 'markRead'>,
  ) {
    makeAutoObservable<this, 'contracts' | 'answers' | 'pages' | 'sender' | 'chat' | 'stopFeed' | 'readSeq'>(
      this,
      { contracts: false, answers: false, pages: false, sender: false, chat: false, stopFeed: false, readSeq: false },
      { autoBind: true },
    );
  }

  /** Loads contract `id` and its newest messages, then follows the chat live. */
  async open(id: number): Promise<void> {
    this.close();
    this.status = 'loading';
    this.error = null;
    this.actionError = null;
    this.fieldErrors = {};
    this.messages = [];
    this.outgoing = [];
    this.chatError = null;
    try {
      const contract = await this.contracts.get(id);
      const page = await this.pages.execute(contract.chatId);
      runInAction(() => {
        this.contract = contract;
        this.messages = page.messages;
        this.olderBefore = page.before;
        this.status = 'ready';
        this.readSeq = page.readSeq;
      });
      this.markSeen();
      this.stopFeed = this.chat.follow(contract.chatId, page.lastSeq, { onMessage: (message) => { this.receive(message); }, onState: (state) => { this.setFeed(state); } });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Shows `contract` as it is now, after a move made elsewhere on the page (a delivery, an approval). */
  replace(contract: Contract): void {
    if (this.contract?.id === contract.id) this.contract = contract;
  }

  /** Stops following the chat (the page closed). */
  close(): void {
    this.stopFeed?.();
    this.stopFeed = null;
    this.feed = 'idle';
  }

  setFeed(state: ChatFeedState): void {
    this.feed = state;
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  /** Makes a move on the contract; the answer replaces the contract shown. */
  async move(move: ContractMove): Promise<boolean> {
    if (this.contract === null || this.action.running) return false;
    const contractId = this.contract.id;
    this.actionError = null;
    this.fieldErrors = {};
    return this.action.run(move.kind, async () => {
      try {
        const contract = await this.answers.execute(contractId, move);
        runInAction(() => {
          this.contract = contract;
        });
        return true;
      } catch (error) {
        runInAction(() => {
          this.actionError = errorMessageOf(error);
          this.fieldErrors = fieldErrorsOf(error);
        });
        // The contract may have changed under the person (409): show it as it is now.
        void this.refresh(contractId);
        return false;
      }
    });
  }

  /** The move running, so its button waits. */
  get pending(): ContractMove['kind'] | null {
    return this.action.current;
  }

  /** Sends the draft; the text stays in the box until the server has it. */
  async send(): Promise<void> {
    const text = this.draft.trim();
    if (text === '' || this.contract === null) return;
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
    if (this.contract === null || this.olderBefore === null || this.loadingOlder) return;
    this.loadingOlder = true;
    try {
      const page = await this.pages.execute(this.contract.chatId, this.olderBefore);
      runInAction(() => {
        this.merge(page.messages);
        this.olderBefore = page.before;
      });
    } catch (error) {
      runInAction(() => {
        this.chatError = errorMessageOf(error);
      });
    } finally {
      runInAction(() => {
        this.loadingOlder = false;
      });
    }
  }

  /** A message from the live feed. */
  receive(message: ChatMessage): void {
    this.merge([message]);
    this.outgoing = this.outgoing.filter((outgoing) => outgoing.clientMessageId !== message.clientMessageId);
    this.markSeen();
  }

  private async deliver(outgoing: OutgoingMessage): Promise<void> {
    if (this.contract === null) return;
    this.outgoing = this.outgoing.map((message) => (message.clientMessageId === outgoing.clientMessageId ? outgoing : message));
    this.chatError = null;
    try {
      const sent = await this.sender.execute({ chatId: this.contract.chatId, contractId: this.contract.id, text: outgoing.text, clientMessageId: outgoing.clientMessageId });
      this.receive(sent);
    } catch (error) {
      runInAction(() => {
        this.chatError = errorMessageOf(error);
        this.outgoing = this.outgoing.map((message) => (message.clientMessageId === outgoing.clientMessageId ? { ...message, failed: true } : message));
      });
    }
  }

  private merge(incoming: readonly ChatMessage[]): void {
    const bySeq = new Map(this.messages.map((message) => [message.seq, message]));
    for (const message of incoming) bySeq.set(message.seq, message);
    this.messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }

  /** Moves the read mark to the newest message shown, so the bell and the lists stop counting it. */
  private markSeen(): void {
    const newest = this.messages.at(-1)?.seq ?? 0;
    if (this.contract === null || newest <= this.readSeq) return;
    this.readSeq = newest;
    this.chat.markRead(this.contract.chatId, newest).catch(() => {
      // The mark moves again with the next message; nothing to tell the person.
    });
  }

  private async refresh(id: number): Promise<void> {
    try {
      const contract = await this.contracts.get(id);
      runInAction(() => {
        this.contract = contract;
      });
    } catch {
      // Keep what is shown; the error above already says the move failed.
    }
  }
}
