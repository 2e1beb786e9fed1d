import { createTransport } from 'nodemailer';
import { AddressRefusedError, type MailerPort, type OutgoingEmail } from '../ports/mailer.port.js';

/** How long each step of a send may take: the send job's time covers all of them with room to spare. */
export interface SmtpTimeouts {
  readonly connectMs: number;
  readonly replyMs: number;
}

/** A minute at most per send: the e-mail job's time (`JOB_QUEUES.sendEmail`) is twice that. */
export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 15_000, replyMs: 30_000 };

/**
 * Sends through an SMTP server (`SMTP_URL`, such as `smtps://user:password@smtp.example.com:465`)
 * with nodemailer, from `from` (`MAIL_FROM`). A recipient the server refuses for good (5xx to
 * `RCPT TO`) is an {@link AddressRefusedError}; every other failure is left to the job's retries.
 */
export class SmtpMailer implements MailerPort {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
    timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
  ) {
    this.transport = createTransport({
      url,
      connectionTimeout: timeouts.connectMs,
      greetingTimeout: timeouts.replyMs,
      socketTimeout: timeouts.replyMs,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        // RFC 8058: a mail client's "unsubscribe" button POSTs to the address, signed out.
        ...(email.unsubscribeUrl === null ? {} : { headers: { 'List-Unsubscribe': `<${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }),
      });
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  }

  /** Closes the pooled connections, if any. */
  close(): void {
    this.transport.close();
  }
}

/** The refusal of the recipient in nodemailer's error, or null for any other failure. */
function refusalOf(error: unknown): AddressRefusedError | null {
  if (!(error instanceof Error)) return null;
  const { code, command, responseCode, response } = error as Error & { code?: string; command?: string; responseCode?: number; response?: string };
  const refusedRecipient = code === 'EENVELOPE' && command === 'RCPT TO' && responseCode !== undefined && responseCode >= 500;
  return refusedRecipient ? new AddressRefusedError(response ?? '') : null;
}
