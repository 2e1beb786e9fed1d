import { DEMO_EMAIL_SETUP, type EmailSetup } from '../email/email-setup.js';
import type { SmtpTimeouts } from '../email/smtp-mailer.js';
import type { EmailJobTiming } from '../jobs/email-jobs.js';
import { DEFAULT_JOB_QUEUE_TIMING, type JobQueueTiming } from '../jobs/job-queue.js';
import { StartupError } from './startup-error.js';
import type { PubliMode } from './publi-mode.js';
import { wholeFrom } from './whole-setting.js';

/** Where e-mail goes, what its links say, and how the job queue that sends it keeps time. */
export interface MailConfig {
  /** `SMTP_URL` (`smtp://` or `smtps://`, with its user and password): required in production; unset in a demo, e-mail goes to the demo's catcher. */
  readonly smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender people see. */
  readonly from: string;
  /** `PUBLIC_URL` (the site's address, for links) and `EMAIL_LINK_SECRET` (signs unsubscribe links); the demo's own when unset. */
  readonly setup: EmailSetup;
  /** `EMAIL_SEND_TIMEOUT_SECONDS` (60): one send's bound, split between the SMTP steps; its job counts as lost after twice that. */
  readonly smtpTimeouts: SmtpTimeouts;
  /** The send job's time and `EMAIL_RETRY_SECONDS` (60), the first retry's wait (each next one doubles). */
  readonly emailJobTiming: EmailJobTiming;
  /** `JOB_POLLING_SECONDS` (2) and `JOB_MAINTENANCE_SECONDS` (60). */
  readonly jobQueueTiming: JobQueueTiming;
}

const DEFAULT_FROM = 'Publi <nao-responda@publi.com.br>';

/** Reads the e-mail and job settings; production's required ones are checked by `readServerConfig`. */
export function readMailConfig(env: NodeJS.ProcessEnv, mode: PubliMode, port: number): MailConfig {
  const smtpUrl = env['SMTP_URL'] || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new StartupError('SMTP_URL must start with smtp:// or smtps:// and name the server');
  const publicUrl = (env['PUBLIC_URL'] || `http://localhost:${String(port)}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new StartupError(`PUBLIC_URL must be the site's address, such as https://publi.com.br, got "${publicUrl}"`);
  if (mode === 'production' && !publicUrl.startsWith('https://')) throw new StartupError('PUBLI_MODE=production needs PUBLIC_URL on https://');
  const linkSecret = env['EMAIL_LINK_SECRET'] || DEMO_EMAIL_SETUP.linkSecret;
  if (mode === 'production' && linkSecret.length < 32) throw new StartupError('EMAIL_LINK_SECRET must be at least 32 characters in production');
  const sendSeconds = wholeFrom(env, 'EMAIL_SEND_TIMEOUT_SECONDS', { fallback: 60, min: 2, max: 600, unit: 'seconds' });
  return {
    smtpUrl,
    from: env['MAIL_FROM'] || DEFAULT_FROM,
    setup: { publicUrl, linkSecret },
    smtpTimeouts: { connectMs: (sendSeconds * 1000) / 4, replyMs: (sendSeconds * 1000) / 2 },
    emailJobTiming: { expireInSeconds: sendSeconds * 2, retryDelaySeconds: wholeFrom(env, 'EMAIL_RETRY_SECONDS', { fallback: 60, min: 1, max: 3600, unit: 'seconds' }) },
    jobQueueTiming: {
      pollingSeconds: wholeFrom(env, 'JOB_POLLING_SECONDS', { fallback: DEFAULT_JOB_QUEUE_TIMING.pollingSeconds, min: 1, max: 60, unit: 'seconds' }),
      maintenanceSeconds: wholeFrom(env, 'JOB_MAINTENANCE_SECONDS', { fallback: DEFAULT_JOB_QUEUE_TIMING.maintenanceSeconds, min: 1, max: 600, unit: 'seconds' }),
    },
  };
}
