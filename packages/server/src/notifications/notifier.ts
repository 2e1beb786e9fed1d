import type { NotificationKind } from '@publi/contract';
import type { Queryable } from '../db/database.js';
import type { MailerPort, OutgoingEmail } from '../ports/mailer.port.js';
import { NotificationsRepository } from './notifications.repository.js';

/** Something to tell people: the in-app notification and the e-mail say the same. */
export interface Notice {
  /** Who hears of it; the person who acted is left out by the caller. */
  readonly userIds: readonly number[];
  readonly kind: NotificationKind;
  readonly title: string;
  readonly body: string;
  /** The screen it leads to, such as `/contratos/31`. */
  readonly link: string;
  readonly contractId: number | null;
  /**
   * Chat messages: refresh the person's unread notice of the same contract instead of adding
   * one (and send no second e-mail), so a conversation is one notice until read.
   */
  readonly coalesce?: boolean;
}

/** E-mails are written after the transaction commits: a rolled-back change sends nothing. */
export type PendingEmails = OutgoingEmail[];

/**
 * The server's notification port: `record` writes the in-app notifications inside the caller's
 * transaction and answers the e-mails to send, which `deliver` hands to the mailer (the embedded
 * outbox, or a real provider in production) once the transaction has committed.
 */
export class Notifier {
  constructor(private readonly mailer: MailerPort) {}

  /** Writes the notices' notifications with `db` (the caller's transaction); answers their e-mails. */
  async record(db: Queryable, notices: readonly Notice[], at: Date): Promise<PendingEmails> {
    const repository = new NotificationsRepository(db);
    const emails: PendingEmails = [];
    for (const notice of notices) {
      const everyone = [...new Set(notice.userIds)];
      // A conversation's notice is refreshed in one statement for all who have it unread: a chat
      // post holds its contract's lock while this runs.
      const refreshed =
        notice.coalesce === true && notice.contractId !== null ? await repository.refreshUnread(everyone, notice.contractId, notice.kind, notice.body, at) : new Set<number>();
      const people = await repository.recipients(everyone.filter((id) => !refreshed.has(id)));
      await repository.insert(
        people.map((person) => ({ userId: person.id, kind: notice.kind, title: notice.title, body: notice.body, link: notice.link, contractId: notice.contractId, createdAt: at })),
      );
      // Only to an address its owner confirmed: an account made with someone else's e-mail must
      // not send them Publi's news. The site shows the rest, and asks for the confirmation.
      for (const person of people.filter((recipient) => recipient.emailVerified)) emails.push({ to: person.email, subject: `${notice.title} · Publi`, text: `${notice.body}\n\nVeja na Publi: ${notice.link}` });
    }
    return emails;
  }

  /** Sends the e-mails; a failure to send never undoes what was committed, so it is reported, not thrown. */
  async deliver(emails: PendingEmails, onFailure: (error: unknown) => void): Promise<void> {
    const results = await Promise.allSettled(emails.map((email) => this.mailer.send(email)));
    for (const result of results) if (result.status === 'rejected') onFailure(result.reason);
  }
}
