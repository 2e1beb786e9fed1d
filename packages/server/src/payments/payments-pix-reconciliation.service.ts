import { AppError } from '../errors/app-error.js';
import type { ApiPixProvider } from './api-pix/api-pix-provider.js';
import type { MoneyDeps } from './payments-deps.js';
import { ProviderUnansweredError, ProviderUnavailableError } from '../ports/payment-provider.port.js';
import { PaymentsProviderEventsService, type ProviderEvent } from './payments-provider-events.service.js';
import { PaymentsRepository } from './payments.repository.js';

/** How old a waiting Pix must be before the PSP is asked about it: its callback normally comes within seconds. */
export const RECONCILE_AFTER_MS = 60_000;
const RECONCILE_BATCH = 100;

/**
 * Asks the PSP about the Pix still waiting (the expiry sweep's first step, before it expires any):
 * a Pix paid whose callback never came (the PSP gave up, one overtook its charge's commit, the
 * webhook was not registered yet) is settled like any other, as the provider's event of its
 * end-to-end id, so a callback arriving later changes nothing. A PSP that cannot be asked now is
 * asked at the next sweep (the expiry runs all the same). Only with the API Pix: the sandbox keeps
 * nothing to ask.
 */
export class PaymentsPixReconciliationService {
  constructor(
    private readonly deps: MoneyDeps,
    private readonly apiPix: ApiPixProvider | undefined,
  ) {}

  /** Settles the waiting Pix the PSP says were paid; answers how many it settled. */
  async reconcile(): Promise<number> {
    if (this.apiPix === undefined) return 0;
    const createdBefore = new Date(this.deps.clock.now().getTime() - RECONCILE_AFTER_MS);
    const events = new PaymentsProviderEventsService(this.deps);
    let settled = 0;
    for (const chargeId of await new PaymentsRepository(this.deps.db).waitingPixCharges(createdBefore, RECONCILE_BATCH)) {
      if (!this.apiPix.owns(chargeId)) continue;
      for (const event of await this.paymentsOf(this.apiPix, chargeId)) {
        try {
          if (!(await events.receiveConfirmed(event)).duplicate) settled += 1;
        } catch (error) {
          // A charge whose answer is still being recorded: the next sweep finds it.
          if (!(error instanceof AppError && error.code === 'PAYMENT.UNKNOWN_OBJECT')) throw error;
        }
      }
    }
    return settled;
  }

  /** What the PSP received for the charge; nothing when it cannot be asked now (the next sweep asks again). */
  private async paymentsOf(apiPix: ApiPixProvider, chargeId: string): Promise<readonly ProviderEvent[]> {
    try {
      return await apiPix.paymentsOf(chargeId);
    } catch (error) {
      if (error instanceof ProviderUnavailableError || error instanceof ProviderUnansweredError) return [];
      throw error;
    }
  }
}
