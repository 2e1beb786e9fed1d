import type { FastifyInstance } from 'fastify';
import type { ContractsDeps } from '../contracts/contracts.service.js';
import { Notifier } from '../notifications/notifier.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import type { AppDeps } from './app-deps.js';

/**
 * What the contract life cycle's services share (contracts, chat, projects' cancellations):
 * the database, the clock, the notifier, the payment provider for refunds, and the log that
 * hears an e-mail that could not be written.
 */
export function contractsDeps(deps: AppDeps, api: FastifyInstance): ContractsDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    notifier: new Notifier(deps.mailer),
    onMailFailure: (error) => {
      api.log.error({ err: error }, 'could not write an e-mail to the outbox');
    },
    provider: deps.payments.provider,
  };
}

/** The payments, deliveries and payouts services' shared dependencies: the above, the fee and the Pix window. */
export function moneyDeps(deps: AppDeps, api: FastifyInstance): MoneyDeps {
  return {
    ...contractsDeps(deps, api),
    feeBasisPoints: deps.payments.feeBasisPoints,
    pixExpiryMinutes: deps.payments.pixExpiryMinutes,
    simulation: deps.payments.sandbox !== undefined && (deps.mode ?? 'demo') === 'demo',
  };
}
