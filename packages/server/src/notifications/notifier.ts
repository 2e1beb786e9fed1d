import type { Queryable } from '../db/database.js';
import type { EmailSetup } from '../email/email-setup.js';
import { EmailOutboxRepository, type NewOutgoingEmail } from '../email/email-outbox.repository.js';
import { noticeEmailsFor, securityEmailFor, type NoticeRecipient } from '../email/notice-emails.js';
import type { SecurityEvent } from '../email/compose/compose-security-email.js';
import type { EmailJobsPort } from '../email/email-jobs.port.js';
import type { Notice } from './notice.js';
import { NotificationsRepository } from './notifications.repository.js';

export type { Notice } from './notice.js';

/** What `record` wrote to the outbox: `deliver` wakes this replica's sender for it after the commit. */
export interface PendingEmails {
  readonly count: number;
}

/** Nothing to send. */
export const NO_EMAILS: PendingEmails = { count: 0 };

/** What the notifier needs: the queue that sends e-mails (null: a script that mails nobody), and where their links lead. */
export interface NotifierDeps {
  readonly jobs: EmailJobsPort | null;
  readonly email: EmailSetup;
}

/**
 * The server's notification port: `record` writes the in-app notifications inside the caller's
 * transaction, with their e-mails (rendered, in the outbox) and each e-mail's send job, so a
 * rolled-back change tells nobody and a committed one mails everyone it should, even if this
 * replica dies right after. `deliver` only hurries the send once the transaction has committed.
 */
export class Notifier {
  constructor(private readonly deps: NotifierDeps) {}

  /** Writes the notices' notifications and e-mails with `db` (the caller's transaction). */
  async record(db: Queryable, notices: readonly Notice[], at: Date): Promise<PendingEmails> {
    const repository = new NotificationsRepository(db);
    const emails: NewOutgoingEmail[] = [];
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
      if (this.deps.jobs !== null) emails.push(...(await noticeEmailsFor(db, this.deps.email, notice, people, at)));
    }
    if (this.deps.jobs === null) return NO_EMAILS;
    const ids = await new EmailOutboxRepository(db).insert(emails);
    await this.deps.jobs.sendIn(db, ids);
    return { count: ids.length };
  }

  /**
   * Writes the security e-mail of `event` to `person` with `db` (the caller's transaction): a new
   * sign-in, changed bank data. It cannot be turned off; it goes only to a confirmed address.
   */
  async recordSecurity(db: Queryable, person: NoticeRecipient, event: SecurityEvent, at: Date): Promise<PendingEmails> {
    const email = this.deps.jobs === null ? null : securityEmailFor(this.deps.email, person, event, at);
    if (email === null || this.deps.jobs === null) return NO_EMAILS;
    const ids = await new EmailOutboxRepository(db).insert([email]);
    await this.deps.jobs.sendIn(db, ids);
    return { count: ids.length };
  }

  /** After the commit: this replica's sender takes the e-mails now rather than at its next look. */
  deliver(pending: PendingEmails): Promise<void> {
    if (pending.count > 0) this.deps.jobs?.wake();
    return Promise.resolve();
  }
}

/** A notifier for scripts (the seed without a server): in-app notifications only, no e-mail. */
export const notifierWithoutEmail = (email: EmailSetup): Notifier => new Notifier({ jobs: null, email });
