import type { JobQueueDefinition } from './job-queue-install.js';

/** The clock's sweeps and the daily clean-up: never retried, since the next period runs them again. */
const sweep = (name: string): JobQueueDefinition => ({ name, retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 15 * 60 });

/** Every queue of the server, created by the migration (`installJobQueue`). */
export const JOB_QUEUES = {
  expireOffers: sweep('sweep.expire-offers'),
  expirePix: sweep('sweep.expire-pix'),
  approveDeliveries: sweep('sweep.approve-deliveries'),
  remindApprovals: sweep('sweep.remind-approvals'),
  resumeProviderCalls: sweep('sweep.resume-provider-calls'),
  removeUnusedFiles: sweep('sweep.remove-unused-files'),
  reconcilePayments: sweep('daily.reconcile-payments'),
  /**
   * One e-mail each: tried 6 times over about 30 minutes (1 min, then twice as long each time),
   * then handed to `email.failed`. A send that outlives its time (its replica died mid-send) is retried.
   */
  sendEmail: { name: 'email.send', retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 2 * 60, deadLetter: 'email.failed' },
  /** An e-mail whose last try failed: its row is marked so. */
  emailFailed: { name: 'email.failed', retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 60 },
} as const satisfies Record<string, JobQueueDefinition>;

/** A queue's name. */
export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES]['name'];
