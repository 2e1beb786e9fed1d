import type { Payment } from '@publi/application';

/** How often the checkout asks whether the provider has settled the payment. */
export const SETTLEMENT_POLL_MS = 2_000;

/**
 * Asks about a payment every {@link SETTLEMENT_POLL_MS} while it is pending: the provider's
 * webhook settles it on the server, and the page learns it by asking.
 */
export class SettlementWatch {
  private timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * @param look - the payment as it is now.
   * @param seen - hears each answer.
   */
  constructor(
    private readonly look: (paymentId: number) => Promise<Payment>,
    private readonly seen: (payment: Payment) => void,
  ) {}

  /** Asks about `payment` in {@link SETTLEMENT_POLL_MS}, and again after each answer while it is pending. */
  follow(payment: Payment): void {
    this.stop();
    if (payment.status === 'pending') this.timer = setTimeout(() => void this.lookNow(payment), SETTLEMENT_POLL_MS);
  }

  /** Asks about `payment` at once, then follows it. */
  async lookNow(payment: Payment): Promise<void> {
    let latest = payment;
    try {
      latest = await this.look(payment.id);
      this.seen(latest);
    } catch {
      // A failed look is tried again on the next round: the payment itself is unchanged.
    }
    this.follow(latest);
  }

  /** Stops asking (the page closed, or another payment took this one's place). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
