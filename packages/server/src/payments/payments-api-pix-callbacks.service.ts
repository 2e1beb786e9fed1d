import { AppError } from '../errors/app-error.js';
import { ProviderUnansweredError, ProviderUnavailableError } from '../ports/payment-provider.port.js';
import type { ApiPixProvider } from './api-pix/api-pix-provider.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsProviderEventsService } from './payments-provider-events.service.js';

/** One Pix a callback names: its end-to-end id, and the txid of the charge it paid when it paid one. */
export interface CallbackPix {
  readonly endToEndId: string;
  readonly txid: string | undefined;
}

/**
 * The API Pix's callbacks (`POST <webhook>/pix`): the PSP tells Publi a Pix arrived. The URL's
 * secret keeps strangers out, and nothing in the body is believed: each payment is read back from
 * the PSP over mutual TLS, then applied as the provider's event (`receiveConfirmed`), keyed by its
 * end-to-end id, so a repeated callback changes nothing. A callback that overtakes the commit of
 * its charge is answered 404 and the PSP calls again.
 */
export class PaymentsApiPixCallbacksService {
  constructor(
    private readonly deps: MoneyDeps,
    private readonly apiPix: ApiPixProvider | undefined,
  ) {}

  /**
   * Applies the Pix of one callback; answers whether all of them had been applied before.
   *
   * @throws AppError `PAYMENT.BAD_SIGNATURE` for a URL without the secret (or no API Pix configured),
   * `PAYMENT.UNKNOWN_OBJECT` for a payment the PSP does not confirm or Publi does not know yet,
   * `PAYMENT.PROVIDER_UNAVAILABLE` when the PSP cannot be asked.
   */
  async receive(token: string, received: readonly CallbackPix[]): Promise<{ duplicate: boolean }> {
    if (this.apiPix === undefined || !this.apiPix.isWebhookToken(token)) throw new AppError('PAYMENT.BAD_SIGNATURE');
    const events = new PaymentsProviderEventsService(this.deps);
    let duplicate = true;
    for (const pix of received) {
      // A Pix sent to the key without a charge is not a payment Publi asked for.
      if (pix.txid === undefined) continue;
      const event = await this.apiPix.confirmedPayment(pix.txid, pix.endToEndId).catch((error: unknown) => {
        // The PSP cannot be asked now: a 503 makes it call again later, as its callbacks do.
        throw error instanceof ProviderUnavailableError || error instanceof ProviderUnansweredError ? new AppError('PAYMENT.PROVIDER_UNAVAILABLE') : error;
      });
      if (event === null) throw new AppError('PAYMENT.UNKNOWN_OBJECT');
      duplicate = (await events.receiveConfirmed(event)).duplicate && duplicate;
    }
    return { duplicate };
  }
}
