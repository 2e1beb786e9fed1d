import type { Database } from '../db/database.js';
import type { Notifier } from '../notifications/notifier.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { PaymentProviderPort } from '../ports/payment-provider.port.js';

/** What the payment, delivery and payout services share: the database, clock, provider, notices and the fee. */
export interface MoneyDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  readonly provider: PaymentProviderPort;
  readonly notifier: Notifier;
  /** The platform's fee in basis points (1000 = 10%). */
  readonly feeBasisPoints: number;
  /** Minutes a Pix charge stays payable. */
  readonly pixExpiryMinutes: number;
  /** Whether the sandbox's "simular pagamento" is offered (`demo` mode with the sandbox). */
  readonly simulation: boolean;
}
