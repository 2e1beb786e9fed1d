import type { DemoEmailWire, EmailPreferencesWire, UnsubscribeWire } from '@publi/contract';
import type { CaughtEmail } from './email-demo-mailbox.repository.js';
import type { EmailPreference, UnsubscribeView } from './email.service.js';

/** `GET` and `PUT /account/user/email-preferences`' answer. */
export function toEmailPreferencesWire(preferences: readonly EmailPreference[]): EmailPreferencesWire {
  return { preferences: preferences.map(({ kind, email, locked }) => ({ kind, email, locked })) };
}

/** `GET` and `POST /email/unsubscribe`'s answer. */
export function toUnsubscribeWire(view: UnsubscribeView): UnsubscribeWire {
  return { kind: view.kind, email_hint: view.emailHint, email: view.email };
}

/** A message of the demo's mailbox on the wire. */
export function toDemoEmailWire(email: CaughtEmail): DemoEmailWire {
  return {
    id: email.id,
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    html: email.htmlBody,
    unsubscribe_url: email.unsubscribeUrl,
    created_at: email.createdAt.toISOString(),
  };
}
