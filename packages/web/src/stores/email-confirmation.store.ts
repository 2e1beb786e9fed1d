import type { ConfirmEmailUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import { PendingAction } from './pending-action.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * "Confirme seu e-mail": Publi e-mails only an address its owner confirmed, so while the
 * signed-in account's is not, the site says so and offers the provider's link again and a
 * "Já confirmei" that asks the server to take the confirmation from the renewed token.
 */
@injectable()
export class EmailConfirmationStore {
  /** Whether a link was sent from this notice (the sign-up's own is not counted). */
  linkSent = false;
  /** The last attempt's failure, in pt-BR; `null` when it worked or nothing was tried. */
  error: string | null = null;
  readonly pending = new PendingAction<'send' | 'confirm'>();

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: SessionStore,
    @inject(USE_CASE_TOKENS.ConfirmEmail) private readonly confirmEmail: ConfirmEmailUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'confirmEmail'>(this, { session: false, confirmEmail: false, pending: false }, { autoBind: true });
  }

  /** Whether to ask: someone is signed in and their account's e-mail is not confirmed. */
  get needed(): boolean {
    return this.session.user !== null && !this.session.user.emailVerified;
  }

  /** The address the link goes to. */
  get email(): string {
    return this.session.user?.email ?? '';
  }

  /** Sends the link again. */
  async send(): Promise<void> {
    if (await this.attempt('send', () => this.confirmEmail.send())) this.setLinkSent();
  }

  /** After the link was opened: the account takes the confirmation, and the notice goes. */
  async confirm(): Promise<void> {
    await this.attempt('confirm', async () => { this.session.setUser(await this.confirmEmail.confirm()); });
  }

  private async attempt(kind: 'send' | 'confirm', work: () => Promise<void>): Promise<boolean> {
    this.setError(null);
    try {
      await this.pending.run(kind, work);
      return true;
    } catch (error) {
      this.setError(errorMessageOf(error));
      return false;
    }
  }

  private setLinkSent(): void {
    this.linkSent = true;
  }

  private setError(message: string | null): void {
    this.error = message;
  }
}
