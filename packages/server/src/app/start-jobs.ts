import type { FastifyInstance } from 'fastify';
import { ContractsExpiryService } from '../contracts/contracts-expiry.service.js';
import { JOB_QUEUES, type JobQueueName } from '../db/job-queues.js';
import { DeliveriesApprovalRemindersService } from '../deliveries/deliveries-approval-reminders.service.js';
import { DeliveriesCleanupService } from '../deliveries/deliveries-cleanup.service.js';
import { DeliveriesService } from '../deliveries/deliveries.service.js';
import { EmailSendingService, type SendEmailJob } from '../email/email-sending.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { PaymentsPixReconciliationService } from '../payments/payments-pix-reconciliation.service.js';
import { PaymentsProviderCallsService } from '../payments/payments-provider-calls.service.js';
import { PaymentsReconciliationService, RECONCILIATION_MS } from '../payments/payments-reconciliation.service.js';
import { reconciliationScopeOf } from '../payments/reconciliation-scope.js';
import { PaymentsService } from '../payments/payments.service.js';
import { STORAGE_SWEEP_MS, UploadsCleanupService } from '../uploads/uploads-cleanup.service.js';
import type { RunningDeps } from './app-deps.js';
import { contractsDeps, moneyDeps } from './service-deps.js';

/** The clock's sweeps run this often unless the app is told otherwise (`expirySweepMs`). */
export const EXPIRY_SWEEP_MS = 60_000;

// The first clean-up comes this long after start (then daily): late enough that the first requests
// never share the machine with it, soon enough for a server restarted more often than daily.
const FIRST_STORAGE_SWEEP_AFTER_MS = 5 * 60 * 1000;
// The first reconciliation comes after the clean-up's, for the same reasons.
const FIRST_RECONCILIATION_AFTER_MS = 10 * 60 * 1000;

/**
 * Every job this replica works, and the periodic ones it schedules. The clock's moves rather than
 * a person's: offers that waited a week expire, Pix charges past their window expire, deliveries
 * nobody answered for 7 days are approved (their brands reminded 2 days before), calls to the
 * payment provider left unanswered for a minute are made again with their own idempotency keys;
 * daily, the stored files nobody uses are removed and the provider's records are reconciled with
 * the ledger. The e-mails of the outbox are sent, one job
 * each. Every replica runs the same workers and timers; the queue runs each periodic job once per
 * period (server README, "Jobs and e-mail").
 */
export async function startJobs(api: FastifyInstance, deps: RunningDeps, queue: JobQueue): Promise<void> {
  const contracts = new ContractsExpiryService(contractsDeps(deps));
  const payments = new PaymentsService(moneyDeps(deps));
  const deliveries = new DeliveriesService(moneyDeps(deps));
  const reminders = new DeliveriesApprovalRemindersService(moneyDeps(deps));
  const providerCalls = new PaymentsProviderCallsService(moneyDeps(deps));
  const pixReconciliation = new PaymentsPixReconciliationService(moneyDeps(deps), deps.payments.apiPix);
  const uploads = new UploadsCleanupService(deps);
  const deliveryFiles = new DeliveriesCleanupService({ ...deps, files: deps.privateFiles });
  const sending = new EmailSendingService(deps);

  await queue.work<SendEmailJob>(JOB_QUEUES.sendEmail.name, (job) => sending.send(job));
  await queue.work<SendEmailJob>(JOB_QUEUES.emailFailed.name, (job) => sending.giveUp(job));

  // 0 turns a period off, its worker with it (tests run the services by hand, at the clock they set).
  const sweeps: readonly [JobQueueName, () => Promise<unknown>][] = [
    [JOB_QUEUES.expireOffers.name, () => contracts.expireOverdue()],
    // A Pix paid whose callback never came is settled before the sweep could expire it.
    [JOB_QUEUES.expirePix.name, () => pixReconciliation.reconcile().then(() => payments.expireOverduePix())],
    [JOB_QUEUES.approveDeliveries.name, () => deliveries.approveOverdue()],
    [JOB_QUEUES.remindApprovals.name, () => reminders.remindDue()],
    [JOB_QUEUES.resumeProviderCalls.name, () => providerCalls.resumeUnanswered()],
  ];
  const sweepMs = deps.expirySweepMs ?? EXPIRY_SWEEP_MS;
  for (const [name, sweep] of sweepMs > 0 ? sweeps : []) {
    await queue.work(name, () => sweep().then(nothing));
    queue.every(name, sweepMs);
  }
  const storageMs = deps.storageSweepMs ?? STORAGE_SWEEP_MS;
  if (storageMs > 0) {
    await queue.work(JOB_QUEUES.removeUnusedFiles.name, async () => {
      const removed = { uploads: await uploads.removeOrphans(), deliveryFiles: await deliveryFiles.removeAbandoned() };
      if (removed.uploads + removed.deliveryFiles > 0) api.log.info(removed, 'removed unused stored files');
    });
    queue.every(JOB_QUEUES.removeUnusedFiles.name, storageMs, Math.min(storageMs, FIRST_STORAGE_SWEEP_AFTER_MS));
  }
  const reconciliationMs = deps.reconciliationMs ?? RECONCILIATION_MS;
  if (reconciliationMs > 0) {
    const reconciliation = new PaymentsReconciliationService(moneyDeps(deps), reconciliationScopeOf(deps.payments, api.log));
    await queue.work(JOB_QUEUES.reconcilePayments.name, () => reconciliation.reconcile().then(nothing));
    queue.every(JOB_QUEUES.reconcilePayments.name, reconciliationMs, Math.min(reconciliationMs, FIRST_RECONCILIATION_AFTER_MS));
  }
}

const nothing = (): void => undefined;
