import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { demoMailbox } from '../db/schema.js';
import type { OutgoingEmail } from '../ports/mailer.port.js';

/** A message the demo's catcher kept. */
export type CaughtEmail = typeof demoMailbox.$inferSelect;

/** The demo's mailbox (`demo_mailbox`): what the catcher received, read back by recipient. */
export class EmailDemoMailboxRepository {
  constructor(private readonly db: Queryable) {}

  /** Keeps a message once per `Message-ID`: a send repeated after a crash changes nothing. */
  async keep(email: OutgoingEmail, at: Date): Promise<void> {
    await this.db
      .insert(demoMailbox)
      .values({ toAddress: email.to, subject: email.subject, textBody: email.text, htmlBody: email.html, unsubscribeUrl: email.unsubscribeUrl, messageId: email.messageId, createdAt: at })
      .onConflictDoNothing({ target: demoMailbox.messageId });
  }

  /** The newest `limit` messages to `address` (whatever its case), newest first. */
  async to(address: string, limit: number): Promise<CaughtEmail[]> {
    return this.db
      .select()
      .from(demoMailbox)
      .where(eq(sql`lower(${demoMailbox.toAddress})`, address.toLowerCase()))
      .orderBy(desc(demoMailbox.id))
      .limit(limit);
  }

  /** Forgets every message to `address` (an account deleted: its mail goes with it). */
  async forget(address: string): Promise<void> {
    await this.db.delete(demoMailbox).where(eq(sql`lower(${demoMailbox.toAddress})`, address.toLowerCase()));
  }
}
