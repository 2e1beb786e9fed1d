import type { Queryable } from '../db/database.js';
import type { Notice } from '../notifications/notice.js';
import { composeNoticeEmail } from './compose/compose-notice-email.js';
import { composeSecurityEmail, type SecurityEvent } from './compose/compose-security-email.js';
import { emailKindOf } from './email-kind-of.js';
import type { EmailSetup } from './email-setup.js';
import { EmailRepository } from './email.repository.js';
import type { NewOutgoingEmail } from './email-outbox.repository.js';
import { unsubscribePageUrl, unsubscribeUrl } from './unsubscribe-token.js';

/** A person a notice reaches, as its e-mail needs them. */
export interface NoticeRecipient {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly emailVerified: boolean;
}

/**
 * The e-mails of `notice` for `people`, rendered: none for a kind that never mails (chat
 * messages: the site shows them live), none to whom turned the kind off, and only to an address
 * its owner confirmed (an account made with someone else's e-mail must not send them Publi's
 * news; the site shows the rest, and asks for the confirmation).
 */
export async function noticeEmailsFor(db: Queryable, setup: EmailSetup, notice: Notice, people: readonly NoticeRecipient[], at: Date): Promise<NewOutgoingEmail[]> {
  const kind = emailKindOf(notice.kind);
  const confirmed = people.filter((person) => person.emailVerified && person.email !== '');
  if (kind === null || kind === 'security' || confirmed.length === 0) return [];
  const optedOut = await new EmailRepository(db).optedOut(
    confirmed.map((person) => person.id),
    kind,
  );
  return confirmed
    .filter((person) => !optedOut.has(person.id))
    .map((person) => {
      const composed = composeNoticeEmail({
        recipientName: person.name,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link,
        publicUrl: setup.publicUrl,
        unsubscribeUrl: unsubscribePageUrl(setup, person.id, kind),
      });
      return {
        userId: person.id,
        toAddress: person.email,
        kind,
        subject: composed.subject,
        textBody: composed.text,
        htmlBody: composed.html,
        unsubscribeUrl: unsubscribeUrl(setup, person.id, kind),
        createdAt: at,
      };
    });
}

/** The security e-mail of `event` for `person`, or null when their address is not confirmed. No unsubscribe: it always arrives. */
export function securityEmailFor(setup: EmailSetup, person: NoticeRecipient, event: SecurityEvent, at: Date): NewOutgoingEmail | null {
  if (!person.emailVerified || person.email === '') return null;
  const composed = composeSecurityEmail({ recipientName: person.name, event, at, publicUrl: setup.publicUrl });
  return { userId: person.id, toAddress: person.email, kind: 'security', subject: composed.subject, textBody: composed.text, htmlBody: composed.html, unsubscribeUrl: null, createdAt: at };
}
