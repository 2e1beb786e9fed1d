import { isApplicationError, type ApplicationError, type ConfirmationMethod, type ConfirmIdentityUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** The server's answer to an action that moves or routes money on an old sign-in. */
export const RECENT_SIGN_IN_REQUIRED = 'AUTH.RECENT_SIGN_IN_REQUIRED';

interface Waiting {
  readonly refusal: ApplicationError;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * "Confirme que é você": money actions run through {@link RecentSignInStore.guard}. When the
 * server answers `AUTH.RECENT_SIGN_IN_REQUIRED`, the dialog asks for the password (or Google's
 * pop-up for an account without one), and once confirmed the action runs once more. Closing the
 * dialog gives the action the server's refusal back, so its form shows the pt-BR sentence and
 * keeps what was typed. UI state only; the confirming is the application's `ConfirmIdentityUseCase`.
 */
@injectable()
export class RecentSignInStore {
  isOpen = false;
  method: ConfirmationMethod = 'password';
  password = '';
  /** The pt-BR error beside the password field (a wrong password), or `null`. */
  error: string | null = null;
  confirming = false;
  private waiting: Waiting | null = null;

  constructor(@inject(USE_CASE_TOKENS.ConfirmIdentity) private readonly confirmIdentity: Pick<ConfirmIdentityUseCase, 'method' | 'withPassword' | 'withGoogle'>) {
    makeAutoObservable<this, 'confirmIdentity' | 'waiting'>(this, { confirmIdentity: false, waiting: false }, { autoBind: true });
  }

  /** Runs `action`; when it is refused for an old sign-in, asks to confirm and runs it once more. */
  async guard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error: unknown) {
      if (!isApplicationError(error, RECENT_SIGN_IN_REQUIRED)) throw error;
      await this.ask(error);
      return action();
    }
  }

  setPassword(value: string): void {
    this.password = value;
    this.error = null;
  }

  /** The dialog's confirm button: the password, or Google's pop-up. A failure stays in the dialog, beside the field. */
  async confirm(): Promise<void> {
    if (this.confirming) return;
    if (this.method === 'password' && this.password === '') {
      this.error = 'Informe sua senha.';
      return;
    }
    this.confirming = true;
    this.error = null;
    try {
      if (this.method === 'password') await this.confirmIdentity.withPassword(this.password);
      else await this.confirmIdentity.withGoogle();
      const waiting = this.waiting;
      runInAction(() => {
        this.close();
      });
      waiting?.resolve();
    } catch (error: unknown) {
      runInAction(() => {
        this.error = errorMessageOf(error);
      });
    } finally {
      runInAction(() => {
        this.confirming = false;
      });
    }
  }

  /** Closing without confirming: the action ends with the server's refusal. */
  cancel(): void {
    if (this.confirming) return;
    const waiting = this.waiting;
    this.close();
    waiting?.reject(waiting.refusal);
  }

  private ask(refusal: ApplicationError): Promise<void> {
    // A second refusal while the dialog is open waits for the same answer.
    this.waiting?.reject(this.waiting.refusal);
    this.method = this.confirmIdentity.method();
    this.password = '';
    this.error = null;
    this.isOpen = true;
    return new Promise<void>((resolve, reject) => {
      this.waiting = { refusal, resolve, reject };
    });
  }

  private close(): void {
    this.isOpen = false;
    this.password = '';
    this.waiting = null;
  }
}
