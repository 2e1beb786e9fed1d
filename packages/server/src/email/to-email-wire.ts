import type { DemoEmailWire } from '@publi/contract';
import type { CaughtEmail } from './demo-mailbox.repository.js';

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
