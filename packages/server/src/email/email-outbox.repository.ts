import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { outgoingEmails, users } from '../db/schema.js';

/** An e-mail waiting to be sent, as its job reads it. */
export type OutgoingEmailRow = typeof outgoingEmails.$inferSelect;

/** A new e-mail, rendered, for one person. */
export type NewOutgoingEmail = Pick<OutgoingEmailRow, 'userId' | 'toAddress' | 'kind' | 'subject' | 'textBody' | 'htmlBody' | 'unsubscribeUrl' | 'createdAt'>;

/** The outbox (`outgoing_emails`): written with what it tells, moved along by the send job. */
export class EmailOutboxRepository {
  constructor(private readonly db: Queryable) {}

  /** Writes the e-mails (in the caller's transaction); answers their ids, in order. */
  async insert(emails: readonly NewOutgoingEmail[]): Promise<number[]> {
    if (emails.length === 0) return [];
    const rows = await this.db.insert(outgoingEmails).values([...emails]).returning({ id: outgoingEmails.id });
    return rows.map((row) => row.id);
  }

  /** The e-mail if it still waits to be sent (not sent, refused nor given up), counting this try. */
  async startAttempt(id: number): Promise<OutgoingEmailRow | undefined> {
    const [row] = await this.db
      .update(outgoingEmails)
      .set({ attempts: sql`${outgoingEmails.attempts} + 1` })
      .where(and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, 'pending')))
      .returning();
    return row;
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.db.update(outgoingEmails).set({ status: 'sent', sentAt: at }).where(eq(outgoingEmails.id, id));
  }

  /** The mail server refused the address: the e-mail ends there, and the account is marked (its owner is told on the site). */
  async markRefused(email: Pick<OutgoingEmailRow, 'id' | 'userId' | 'toAddress'>, at: Date): Promise<void> {
    await this.db.update(outgoingEmails).set({ status: 'refused' }).where(eq(outgoingEmails.id, email.id));
    // Only while the account still has that address: a newer one was not refused.
    await this.db
      .update(users)
      .set({ emailRefusedAt: at })
      .where(and(eq(users.id, email.userId), sql`lower(${users.email}) = lower(${email.toAddress})`));
  }

  /** How many e-mails wait to be sent (tests wait for none). */
  async pendingCount(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::integer` }).from(outgoingEmails).where(eq(outgoingEmails.status, 'pending'));
    return row?.count ?? 0;
  }

  /** Every try failed: the e-mail is given up (still pending only: a late success stands). Answers whether it was. */
  async markFailed(id: number): Promise<boolean> {
    const given = await this.db
      .update(outgoingEmails)
      .set({ status: 'failed' })
      .where(and(eq(outgoingEmails.id, id), eq(outgoingEmails.status, 'pending')))
      .returning({ id: outgoingEmails.id });
    return given.length > 0;
  }
}
