import { ApplicationError, type BankAccount, type BankAccountInput, type EditProfileUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActingAsStore } from './acting-as.store.js';
import type { OwnCreatorStore } from './own-creator.store.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/**
 * "Meu negócio (Dados bancários)": the signed-in creator's bank account and Pix key. Startup
 * loaded it with the creator's session; a save replaces it there, so the completion follows.
 * Never for an acting agent: the store refuses before any request (`AGENT.BANK_FORBIDDEN`, as the
 * server would), so an agent cannot even try to change where a creator's money goes.
 */
@injectable()
export class BankAccountStore {
  saving = false;

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'accountType'>,
    @inject(STORE_TOKENS.OwnCreator) private readonly ownCreator: Pick<OwnCreatorStore, 'creator' | 'setBankAccount'>,
    @inject(STORE_TOKENS.ActingAs) private readonly actingAs: Pick<ActingAsStore, 'isActing' | 'creatorId'>,
    @inject(USE_CASE_TOKENS.EditProfile) private readonly editProfile: Pick<EditProfileUseCase, 'bankAccount'>,
    /** Changing where money goes asks for a recent sign-in: "Confirme que é você", then the save once more. */
    @inject(STORE_TOKENS.RecentSignIn) private readonly recentSignIn: Pick<RecentSignInStore, 'guard'>,
  ) {
    const dependencies = { session: false, ownCreator: false, actingAs: false, editProfile: false, recentSignIn: false } as const;
    makeAutoObservable<this, keyof typeof dependencies>(this, dependencies, { autoBind: true });
  }

  /** Whether the section may show bank data at all: a creator on their own account. */
  get isAllowed(): boolean {
    return !this.actingAs.isActing && this.session.accountType === 'creator';
  }

  /** The saved account, or `null` (none yet, or not allowed to see it). */
  get account(): BankAccount | null {
    return this.isAllowed ? (this.ownCreator.creator?.bank ?? null) : null;
  }

  /** Saves the account; throws the `ApplicationError` the form shows (fields beside their input). */
  async save(input: BankAccountInput): Promise<BankAccount> {
    if (!this.isAllowed) throw new ApplicationError('AGENT.BANK_FORBIDDEN');
    this.saving = true;
    try {
      const saved = await this.recentSignIn.guard(() => this.editProfile.bankAccount('creator', input, this.actingAs.creatorId ?? undefined));
      this.ownCreator.setBankAccount(saved);
      return saved;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
