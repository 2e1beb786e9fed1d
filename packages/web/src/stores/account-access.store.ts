import type { AccountAccessUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * How the signed-in person signs in, from `Meu perfil`: password, "criar senha", e-mail. Each
 * call throws `ApplicationError` (`IDENTITY.REAUTH_REQUIRED`: ask for the current password and
 * call again with it); what changed reaches the session, so the completion follows.
 */
@injectable()
export class AccountAccessStore {
  /** The e-mail a confirmation link was sent to and not confirmed yet. */
  pendingEmail: string | null = null;

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: SessionStore,
    @inject(USE_CASE_TOKENS.AccountAccess) private readonly access: AccountAccessUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'access'>(this, { session: false, access: false }, { autoBind: true });
  }

  get hasPassword(): boolean {
    return this.session.hasPassword;
  }

  async changePassword(newPassword: string, currentPassword?: string): Promise<void> {
    await this.access.changePassword(newPassword, currentPassword);
  }

  async createPassword(password: string): Promise<void> {
    await this.access.createPassword(password);
    this.session.setHasPassword(true);
  }

  async requestEmailChange(newEmail: string, currentPassword?: string): Promise<void> {
    await this.access.requestEmailChange(newEmail, currentPassword);
    this.pendingEmail = newEmail.trim();
  }

  /** After the person opened the link: the account takes the confirmed e-mail. */
  async confirmEmailChange(): Promise<void> {
    const user = await this.access.confirmEmailChange();
    this.pendingEmail = null;
    this.session.setUser(user);
  }
}
