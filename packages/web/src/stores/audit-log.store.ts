import type { AuditEvent, AuditLogUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** "Histórico de segurança", `/perfil/atividade`: the account's security history, a page at a time. */
@injectable()
export class AuditLogStore {
  events: readonly AuditEvent[] = [];
  page = 1;
  limit = 20;
  total = 0;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  private asked = 0;

  constructor(@inject(USE_CASE_TOKENS.AuditLog) private readonly useCase: Pick<AuditLogUseCase, 'page'>) {
    makeAutoObservable<this, 'useCase' | 'asked'>(this, { useCase: false, asked: false }, { autoBind: true });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.limit));
  }

  /** Loads page `page`; an older answer arriving after a newer request is dropped. */
  async load(page = 1): Promise<void> {
    const ask = ++this.asked;
    this.status = 'loading';
    this.error = null;
    try {
      const answer = await this.useCase.page(page);
      runInAction(() => {
        if (ask !== this.asked) return;
        this.events = answer.events;
        this.page = answer.page;
        this.limit = answer.limit;
        this.total = answer.total;
        this.status = 'ready';
      });
    } catch (error: unknown) {
      runInAction(() => {
        if (ask !== this.asked) return;
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }
}
