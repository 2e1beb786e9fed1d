import type { FastifyInstance } from 'fastify';
import { ContractsExpiryService } from '../contracts/contracts-expiry.service.js';
import { DeliveriesService } from '../deliveries/deliveries.service.js';
import { PaymentsProviderCallsService } from '../payments/payments-provider-calls.service.js';
import { PaymentsService } from '../payments/payments.service.js';
import type { AppDeps } from './app-deps.js';
import { runPeriodically } from './periodic-task.js';
import { contractsDeps, moneyDeps } from './service-deps.js';

/** The clock's sweeps run this often unless the app is told otherwise (`expirySweepMs`). */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Every move the clock makes rather than a person, in one place: offers that waited a week
 * expire, Pix charges past their window expire, deliveries nobody answered for 7 days are
 * approved, and calls to the payment provider left unanswered for a minute (a crash, a timeout,
 * the provider down: a payout, a refund, a charge) are made again with their own idempotency
 * keys. Each runs on every replica; each is a locked, idempotent update (the provider acts once
 * per key), so two replicas sweeping at once move a row once.
 */
export function startClockSweeps(api: FastifyInstance, deps: AppDeps): void {
  const everyMs = deps.expirySweepMs ?? EXPIRY_SWEEP_MS;
  if (everyMs <= 0) return;
  const contracts = new ContractsExpiryService(contractsDeps(deps, api));
  const payments = new PaymentsService(moneyDeps(deps, api));
  const deliveries = new DeliveriesService(moneyDeps(deps, api));
  const providerCalls = new PaymentsProviderCallsService(moneyDeps(deps, api));
  runPeriodically(api, everyMs, 'expire the overdue offers', () => contracts.expireOverdue());
  runPeriodically(api, everyMs, 'expire the overdue Pix charges', () => payments.expireOverduePix());
  runPeriodically(api, everyMs, 'approve the deliveries nobody answered', () => deliveries.approveOverdue());
  runPeriodically(api, everyMs, 'call the payment provider again for the calls left unanswered', () => providerCalls.resumeUnanswered());
}
