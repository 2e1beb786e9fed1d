import type { EmailKind, EmailPreferencesBodyWire } from '@publi/contract';

/** `PUT /account/user/email-preferences`' switches by kind; a kind sent twice keeps its last value. */
export function emailPreferenceChangesFromWire(body: EmailPreferencesBodyWire): Map<EmailKind, boolean> {
  return new Map(body.preferences.map((preference) => [preference.kind, preference.email]));
}
