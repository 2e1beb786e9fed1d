import type { Database } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import { AddressRefusedError, type MailerPort } from '../ports/mailer.port.js';
import { EmailOutboxRepository } from './email-outbox.repository.js';

/** What the operator's series count of sending (`/metrics`). */
export interface EmailSendCounts {
  /** The mail server accepted an e-mail. */
  sent(): void;
  /** A try failed, not for its address: the queue tries again, or gives the e-mail up after its last try. */
  tryFailed(): void;
  /** An e-mail ended unsent: the server refused its address, or every try failed. */
  failed(reason: 'address_refused' | 'retries_exhausted'): void;
}

/** What sending needs: the outbox's database, the mail server, the clock that dates a send, and the series that count it. */
export interface EmailSendingDeps {
  readonly db: Database;
  readonly mailer: MailerPort;
  readonly clock: ClockPort;
  readonly metrics: { readonly emails: EmailSendCounts };
}

/** The data of an `email.send` job: the outbox row to send. */
export interface SendEmailJob {
  readonly emailId: number;
}

/**
 * Sends the outbox's e-mails, one per job. An e-mail already sent, refused or given up is left
 * alone (a job repeated after a crash sends nothing twice, unless the crash fell between the
 * server's acceptance and the row's update: then the same `Message-ID` goes again, and mail
 * clients show one). A refused address ends the e-mail and marks the account; any other failure
 * throws, for the queue to retry with backoff.
 */
export class EmailSendingService {
  constructor(private readonly deps: EmailSendingDeps) {}

  async send({ emailId }: SendEmailJob): Promise<void> {
    const outbox = new EmailOutboxRepository(this.deps.db);
    const email = await outbox.startAttempt(emailId);
    if (email === undefined) return;
    try {
      await this.deps.mailer.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        messageId: messageIdOf(email.id),
        unsubscribeUrl: email.unsubscribeUrl,
      });
    } catch (error) {
      if (!(error instanceof AddressRefusedError)) {
        this.deps.metrics.emails.tryFailed();
        throw error;
      }
      await this.deps.db.transaction((tx) => new EmailOutboxRepository(tx).markRefused(email, this.deps.clock.now()));
      this.deps.metrics.emails.failed('address_refused');
      return;
    }
    // Counted once the server accepted it: a crash before the row is marked sends it again, and counts it again.
    this.deps.metrics.emails.sent();
    await outbox.markSent(email.id, this.deps.clock.now());
  }

  /** Every try of the e-mail failed (its job's retries ran out): it is given up. */
  async giveUp({ emailId }: SendEmailJob): Promise<void> {
    if (await new EmailOutboxRepository(this.deps.db).markFailed(emailId)) this.deps.metrics.emails.failed('retries_exhausted');
  }
}

/** One `Message-ID` per outgoing e-mail, the same on every try. */
export function messageIdOf(emailId: number): string {
  return `<email-${String(emailId)}@publi.com.br>`;
}
