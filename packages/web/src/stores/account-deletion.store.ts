import { isApplicationError, type DeleteMyAccountUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActingAsStore } from './acting-as.store.js';
import { errorMessageOf } from '../shared/errors/error-message.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** The server's refusal while contracts, payments or payouts are under way. */
export const DELETION_BLOCKED = 'USER.DELETION_BLOCKED';

/**
 * "Excluir minha conta" on `/privacidade`: the confirmation's tick box, the request and its
 * refusal. Irreversible, so the server asks for a recent sign-in: the request runs through
 * "Confirme que é você" and once more after it. Once deleted, the session here is forgotten.
 */
@injectable()
export class AccountDeletionStore {
  /** "Entendo que a exclusão é definitiva": nothing is sent until it is ticked. */
  acknowledged = false;
  deleting = false;
  /** The pt-BR reason the last attempt failed (the server's sentence naming what is under way), or null. */
  error: string | null = null;

  constructor(
    @inject(USE_CASE_TOKENS.DeleteMyAccount) private readonly useCase: Pick<DeleteMyAccountUseCase, 'execute'>,
    @inject(STORE_TOKENS.RecentSignIn) private readonly recentSignIn: Pick<RecentSignInStore, 'guard'>,
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'forget'>,
    @inject(STORE_TOKENS.ActingAs) private readonly actingAs: Pick<ActingAsStore, 'clear'>,
  ) {
    makeAutoObservable<this, 'useCase' | 'recentSignIn' | 'session' | 'actingAs'>(
      this,
      { useCase: false, recentSignIn: false, session: false, actingAs: false },
      { autoBind: true },
    );
  }

  setAcknowledged(value: boolean): void {
    this.acknowledged = value;
  }

  /** The dialog opens or closes: a fresh start, unticked, with no old refusal. */
  reset(): void {
    if (this.deleting) return;
    this.acknowledged = false;
    this.error = null;
  }

  /** Deletes the account; true once it is gone. A second press while one runs does nothing. */
  async delete(): Promise<boolean> {
    if (this.deleting || !this.acknowledged) return false;
    this.deleting = true;
    this.error = null;
    try {
      await this.recentSignIn.guard(() => this.useCase.execute());
      this.actingAs.clear();
      this.session.forget();
      runInAction(() => {
        this.acknowledged = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = refusalOf(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.deleting = false;
      });
    }
  }
}

/** A blocked deletion names what is under way in `fields.account`; anything else has its own sentence. */
function refusalOf(error: unknown): string {
  if (isApplicationError(error, DELETION_BLOCKED)) return error.fields.account ?? error.message;
  return errorMessageOf(error);
}
