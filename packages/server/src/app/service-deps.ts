import type { ContractsDeps } from '../contracts/contracts.service.js';
import { Notifier } from '../notifications/notifier.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import { DEMO_EMAIL_SETUP } from '../email/email-setup.js';
import type { RunningDeps } from './app-deps.js';

/**
 * What the contract life cycle's services share (contracts, chat, projects' cancellations):
 * the database, the clock, the notifier on the job queue, and the payment provider for refunds.
 */
export function contractsDeps(deps: RunningDeps): ContractsDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    notifier: notifierOf(deps),
    provider: deps.payments.provider,
  };
}

/** The payments, deliveries and payouts services' shared dependencies: the above, the fee and the Pix window. */
export function moneyDeps(deps: RunningDeps): MoneyDeps {
  return {
    ...contractsDeps(deps),
    feeBasisPoints: deps.payments.feeBasisPoints,
    pixExpiryMinutes: deps.payments.pixExpiryMinutes,
    // "Simular pagamento" pays the sandbox's own Pix: with the API Pix, a Pix is paid in a bank app.
    simulation: deps.payments.sandbox !== undefined && deps.payments.apiPix === undefined && (deps.mode ?? 'demo') === 'demo',
  };
}

/** The notifier on the app's job queue, its e-mails' links on the deployment's address. */
export function notifierOf(deps: RunningDeps): Notifier {
  return new Notifier({ jobs: deps.jobs, email: deps.email ?? DEMO_EMAIL_SETUP });
}
