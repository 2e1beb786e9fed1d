import type { Database } from '../db/database.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { MailerPort, OutgoingEmail } from '../ports/mailer.port.js';
import { EmailDemoMailboxRepository } from './email-demo-mailbox.repository.js';

/**
 * The demo's mail server: every message is kept in the database, as the SMTP adapter would have
 * sent it, and shown to its recipient at `/demo/emails`. Nothing leaves the machine; nothing is refused.
 */
export class DemoMailCatcher implements MailerPort {
  constructor(
    private readonly db: Database,
    private readonly clock: ClockPort,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    await new EmailDemoMailboxRepository(this.db).keep(email, this.clock.now());
  }
}
