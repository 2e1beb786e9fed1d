import type { DemoEmail, EmailPreference, EmailPreferenceChange, UnsubscribeLink } from '@publi/application';
import type { DemoEmailWire, EmailPreferencesBodyWire, EmailPreferencesWire, UnsubscribeWire } from '@publi/contract';

// The application names the kinds as the wire does: a kind the wire adds fails to compile in the
// readers below, a kind the application adds fails in the body's.

/** `PUT /account/user/email-preferences`' body. */
export function emailPreferencesToWire(changes: readonly EmailPreferenceChange[]): EmailPreferencesBodyWire {
  return { preferences: changes.map(({ kind, email }) => ({ kind, email })) };
}

/** The switches of `GET`/`PUT /account/user/email-preferences`. */
export function emailPreferencesFromWire(wire: EmailPreferencesWire): readonly EmailPreference[] {
  return wire.preferences.map(({ kind, email, locked }) => ({ kind, email, locked }));
}

/** What an unsubscribe link turns off (`email_hint` as `emailHint`). */
export function unsubscribeFromWire(wire: UnsubscribeWire): UnsubscribeLink {
  return { kind: wire.kind, emailHint: wire.email_hint, email: wire.email };
}

/** One e-mail of the demo's mailbox. */
export function demoEmailFromWire(wire: DemoEmailWire): DemoEmail {
  return { id: wire.id, to: wire.to, subject: wire.subject, text: wire.text, html: wire.html, unsubscribeUrl: wire.unsubscribe_url, createdAt: wire.created_at };
}
