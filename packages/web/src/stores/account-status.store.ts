import type { AccountStatusUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { ActingAsStore } from './acting-as.store.js';
import { PendingAction } from './pending-action.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * Deactivating and reactivating the signed-in account. Deactivating signs out after the server
 * said yes (the account leaves search; signing in again offers reactivation); a refusal
 * (`USER.OPEN_CONTRACTS`) is thrown with the server's message and nothing changes.
 */
@injectable()
export class AccountStatusStore {
  private readonly action = new PendingAction<'deactivate' | 'reactivate'>();

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'user' | 'setUser' | 'signOut'>,
    @inject(STORE_TOKENS.ActingAs) private readonly actingAs: Pick<ActingAsStore, 'clear'>,
    @inject(USE_CASE_TOKENS.AccountStatus) private readonly accountStatus: AccountStatusUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'actingAs' | 'accountStatus'>(this, { session: false, actingAs: false, accountStatus: false }, { autoBind: true });
  }

  /** The change running, so its button waits. */
  get pending(): 'deactivate' | 'reactivate' | null {
    return this.action.current;
  }

  /** A signed-in account the server reports as deactivated: the sign-in offers reactivation. */
  get isDeactivated(): boolean {
    return this.session.user?.active === false;
  }

  /** Deactivates, then signs out. Throws the server's refusal. */
  async deactivate(): Promise<void> {
    await this.action.run('deactivate', async () => {
      await this.accountStatus.deactivate();
      this.actingAs.clear();
      await this.session.signOut();
    });
  }

  /** Reactivates the signed-in account; the session holds it active again. */
  async reactivate(): Promise<void> {
    await this.action.run('reactivate', async () => {
      this.session.setUser(await this.accountStatus.reactivate());
    });
  }
}

