import type { Earnings, EarningsUseCase } from '@publi/application';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../shared/errors/error-message.js';
import type { RecentSignInStore } from './recent-sign-in.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** How long after asking for a payout the page looks again: the provider confirms it by webhook. */
export const PAYOUT_RECHECK_MS = 2_000;

/**
 * `/ganhos`: a creator's money per contract and in total (held until approval, available, on its
 * way, paid out), where payouts go, and asking for one. An agent acting for a creator sees theirs.
 */
@injectable()
export class EarningsStore {
  earnings: Earnings | null = null;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  error: string | null = null;
  requesting = false;
  requestError: string | null = null;
  /** Whether a payout was asked for since the page opened: the confirmation shows. */
  requested = false;
  private creatorId: number | undefined = undefined;
  private recheck: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    @inject(USE_CASE_TOKENS.Earnings) private readonly useCase: Pick<EarningsUseCase, 'load' | 'requestPayout'>,
    /** A payout asks for a recent sign-in: "Confirme que é você", then the request once more. */
    @inject(STORE_TOKENS.RecentSignIn) private readonly recentSignIn: Pick<RecentSignInStore, 'guard'>,
  ) {
    makeAutoObservable<this, 'useCase' | 'creatorId' | 'recheck'>(this, { useCase: false, creatorId: false, recheck: false }, { autoBind: true });
  }

  /** The page opens: last visit's confirmation and refusal go, and the earnings load. */
  async open(creatorId?: number): Promise<void> {
    this.close();
    this.requested = false;
    this.requestError = null;
    await this.load(creatorId);
  }

  /** The page closes: no look again after it. */
  close(): void {
    clearTimeout(this.recheck);
    this.recheck = undefined;
  }

  /** Loads the signed-in creator's earnings, or `creatorId`'s for the agent acting for them. */
  async load(creatorId?: number): Promise<void> {
    // Another creator's money must not show while this one's loads.
    if (creatorId !== this.creatorId) this.earnings = null;
    this.creatorId = creatorId;
    this.status = 'loading';
    this.error = null;
    try {
      const earnings = await this.useCase.load(creatorId);
      runInAction(() => {
        if (creatorId !== this.creatorId) return;
        this.earnings = earnings;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (creatorId !== this.creatorId) return;
        this.status = 'error';
        this.error = errorMessageOf(error);
      });
    }
  }

  /** Asks for every available amount; looks again shortly, once the provider has answered. */
  async requestPayout(): Promise<void> {
    if (this.requesting) return;
    this.requesting = true;
    this.requestError = null;
    try {
      const earnings = await this.recentSignIn.guard(() => this.useCase.requestPayout());
      runInAction(() => {
        this.earnings = earnings;
        this.requested = true;
      });
      this.close();
      this.recheck = setTimeout(() => void this.load(this.creatorId), PAYOUT_RECHECK_MS);
    } catch (error) {
      runInAction(() => {
        this.requestError = errorMessageOf(error);
      });
    } finally {
      runInAction(() => {
        this.requesting = false;
      });
    }
  }
}
