import type { UnsubscribeLink, UnsubscribeUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * `/email/descadastrar?token=`: what the e-mail's link turns off, asked before it is turned off
 * (a mail scanner that opens links must not unsubscribe anyone). Works signed out.
 */
@injectable()
export class UnsubscribeStore {
  /** `confirm`: the link was read and waits for "Parar de receber"; `done`: turned off. */
  status: 'idle' | 'loading' | 'confirm' | 'done' | 'error' = 'idle';
  link: UnsubscribeLink | null = null;
  /** Why the link could not be read (an invalid link: the server's message). */
  error: string | null = null;
  /** Why "Parar de receber" failed; the button stays to try again. */
  confirmError: string | null = null;
  confirming = false;
  private token = '';

  constructor(@inject(USE_CASE_TOKENS.Unsubscribe) private readonly useCase: Pick<UnsubscribeUseCase, 'read' | 'confirm'>) {
    makeAutoObservable<this, 'useCase' | 'token'>(this, { useCase: false, token: false }, { autoBind: true });
  }

  /** Reads what the link with `token` turns off. */
  async read(token: string): Promise<void> {
    this.token = token;
    this.status = 'loading';
    this.link = null;
    this.error = null;
    this.confirmError = null;
    try {
      const link = await this.useCase.read(token);
      runInAction(() => {
        if (token !== this.token) return;
        this.link = link;
        this.status = 'confirm';
      });
    } catch (error) {
      runInAction(() => {
        if (token !== this.token) return;
        this.error = errorMessageOf(error);
        this.status = 'error';
      });
    }
  }

  /** "Parar de receber": turns the link's kind off. */
  async confirm(): Promise<void> {
    if (this.confirming || this.status !== 'confirm') return;
    this.confirming = true;
    this.confirmError = null;
    try {
      const link = await this.useCase.confirm(this.token);
      runInAction(() => {
        this.link = link;
        this.status = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.confirmError = errorMessageOf(error);
      });
    } finally {
      runInAction(() => {
        this.confirming = false;
      });
    }
  }
}
