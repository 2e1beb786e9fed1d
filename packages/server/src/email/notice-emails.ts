import type { Queryable } from '../db/database.js';
import type { Notice } from '../notifications/notifier.js';
import type { EmailSetup } from './email-setup.js';
import type { NewOutgoingEmail } from './outgoing-emails.repository.js';

/** A person a notice reaches, as its e-mail needs them. */
export interface NoticeRecipient {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The e-mails of `notice` for `people`: only to an address its owner confirmed (an account made
 * with someone else's e-mail must not send them Publi's news; the site shows the rest, and asks
 * for the confirmation). Chat messages never mail.
 */
export function noticeEmailsFor(_db: Queryable, setup: EmailSetup, notice: Notice, people: readonly NoticeRecipient[], at: Date): Promise<NewOutgoingEmail[]> {
  if (notice.kind === 'message') return Promise.resolve([]);
  const link = `${setup.publicUrl}${notice.link}`;
  return Promise.resolve(
    people
      .filter((person) => person.emailVerified)
      .map((person) => ({
        userId: person.id,
        toAddress: person.email,
        kind: 'proposal' as const,
        subject: `${notice.title} · Publi`,
        textBody: `${notice.body}\n\nVeja na Publi: ${link}`,
        htmlBody: `<p>${escapeHtml(notice.body)}</p><p><a href="${escapeHtml(link)}">Veja na Publi</a></p>`,
        unsubscribeUrl: null,
        createdAt: at,
      })),
  );
}
