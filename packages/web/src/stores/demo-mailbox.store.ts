import type { DemoEmail, DemoMailboxUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** `/demo/emails`: the mail the demo kept for the signed-in person, and the one being read. */
@injectable()
export class DemoMailboxStore {
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  emails: readonly DemoEmail[] = [];
  error: string | null = null;
  selectedId: number | null = null;
  /** Which part of the selected e-mail shows. */
  part: 'html' | 'text' = 'html';

  constructor(@inject(USE_CASE_TOKENS.DemoMailbox) private readonly useCase: Pick<DemoMailboxUseCase, 'list'>) {
    makeAutoObservable<this, 'useCase'>(this, { useCase: false }, { autoBind: true });
  }

  /** The e-mail being read: the one picked, or the newest. */
  get selected(): DemoEmail | null {
    return this.emails.find((email) => email.id === this.selectedId) ?? this.emails[0] ?? null;
  }

  /** Reads the mailbox, newest first. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const emails = await this.useCase.list();
      runInAction(() => {
        this.emails = [...emails].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = errorMessageOf(error);
        this.status = 'error';
      });
    }
  }

  select(id: number): void {
    this.selectedId = id;
  }

  showPart(part: 'html' | 'text'): void {
    this.part = part;
  }
}
