import { AppError } from '../errors/app-error.js';
import { ProviderUnansweredError, ProviderUnavailableError } from '../ports/payment-provider.port.js';
import type { PagarmeProvider } from './pagarme/pagarme-provider.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsProviderEventsService } from './payments-provider-events.service.js';

/** What Publi reads of a Pagar.me webhook: its type and the id of the object it is about. */
export interface PagarmeWebhook {
  readonly type: string;
  readonly objectId: string;
}

/**
 * Pagar.me's webhooks (`POST /payment/pagarme/webhook`): the signature (`X-Hub-Signature`, keyed
 * with the account's secret key) keeps strangers out, and nothing in the body is believed about
 * money: the charge or transfer is read back from Pagar.me and applied as the provider's event
 * (`receiveConfirmed`), keyed by its outcome and object, so a repeated webhook changes nothing.
 */
export class PaymentsPagarmeWebhookService {
  constructor(
    private readonly deps: MoneyDeps,
    private readonly pagarme: PagarmeProvider | undefined,
  ) {}

  /**
   * Applies one webhook; answers whether it had been applied before (an ignored one: false).
   *
   * @throws AppError `PAYMENT.BAD_SIGNATURE` for a missing or forged signature (or no Pagar.me
   * configured), `PAYMENT.UNKNOWN_OBJECT` for an object Pagar.me or Publi does not know (yet: the
   * webhook may overtake its charge's commit, and Pagar.me calls again), `PAYMENT.PROVIDER_UNAVAILABLE`
   * when Pagar.me cannot be asked.
   */
  async receive(rawBody: string, signature: string | undefined, webhook: PagarmeWebhook): Promise<{ duplicate: boolean }> {
    if (this.pagarme === undefined || !this.pagarme.verifyWebhook(rawBody, signature)) throw new AppError('PAYMENT.BAD_SIGNATURE');
    const outcome = await this.pagarme.webhookOutcome(webhook.type, webhook.objectId).catch((error: unknown) => {
      // Pagar.me cannot be asked now: a 503 makes it call again later, as its webhooks do.
      throw error instanceof ProviderUnavailableError || error instanceof ProviderUnansweredError ? new AppError('PAYMENT.PROVIDER_UNAVAILABLE') : error;
    });
    if (outcome.kind === 'unknown') throw new AppError('PAYMENT.UNKNOWN_OBJECT');
    if (outcome.kind === 'ignored') return { duplicate: false };
    return new PaymentsProviderEventsService(this.deps).receiveConfirmed(outcome.event);
  }
}
