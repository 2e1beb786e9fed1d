import type { Queryable } from '../db/database.js';
import { JOB_QUEUES } from '../db/job-queues.js';
import type { EmailJobsPort } from '../email/email-jobs.port.js';
import type { SendEmailJob } from '../email/email-sending.service.js';
import type { JobQueue } from './job-queue.js';

/** How long an e-mail's send may take before its job counts as lost, and how long its first retry waits. */
export interface EmailJobTiming {
  readonly expireInSeconds: number;
  readonly retryDelaySeconds: number;
}

/** The queue's definition (`JOB_QUEUES.sendEmail`) unless a deployment or a test says otherwise. */
export const DEFAULT_EMAIL_JOB_TIMING: EmailJobTiming = { expireInSeconds: JOB_QUEUES.sendEmail.expireInSeconds, retryDelaySeconds: JOB_QUEUES.sendEmail.retryDelaySeconds };

/** The e-mails' jobs on `queue`: an `email.send` job per outbox row, written in the caller's transaction. */
export function emailJobsOn(queue: JobQueue, timing: EmailJobTiming = DEFAULT_EMAIL_JOB_TIMING): EmailJobsPort {
  return {
    sendIn: (db: Queryable, emailIds) =>
      queue.sendIn(
        db,
        JOB_QUEUES.sendEmail.name,
        emailIds.map((emailId): SendEmailJob => ({ emailId })),
        { expireInSeconds: timing.expireInSeconds, retryDelay: timing.retryDelaySeconds },
      ),
    wake: () => {
      queue.wake(JOB_QUEUES.sendEmail.name);
    },
  };
}
