import type { ResetPasswordUseCase, SignInUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * Signing in (`/entrar`) and asking for a reset link (`/recuperar-senha`). A sign-in that the
 * identity provider accepts loads the account into the session.
 */
@injectable()
export class SignInStore {
  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'loadSignedInAccount'>,
    @inject(USE_CASE_TOKENS.SignIn) private readonly signIn: SignInUseCase,
    @inject(USE_CASE_TOKENS.ResetPassword) private readonly resetPassword: ResetPasswordUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'signIn' | 'resetPassword'>(this, { session: false, signIn: false, resetPassword: false }, { autoBind: true });
  }

  /** Signs in and loads the account; throws an `ApplicationError` the form shows. */
  async withEmail(email: string, password: string): Promise<void> {
    await this.signIn.withEmail(email, password);
    await this.session.loadSignedInAccount();
  }

  async withGoogle(): Promise<void> {
    await this.signIn.withGoogle();
    await this.session.loadSignedInAccount();
  }

  /** Sends the reset link; throws an `ApplicationError` the form shows. */
  sendPasswordReset(email: string): Promise<void> {
    return this.resetPassword.execute(email);
  }
}
