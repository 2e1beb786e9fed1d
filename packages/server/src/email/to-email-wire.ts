import type { EmailPreferencesWire, UnsubscribeWire } from '@publi/contract';
import type { EmailPreference, UnsubscribeView } from './email.service.js';

/** `GET` and `PUT /account/user/email-preferences`' answer. */
export function toEmailPreferencesWire(preferences: readonly EmailPreference[]): EmailPreferencesWire {
  return { preferences: preferences.map(({ kind, email, locked }) => ({ kind, email, locked })) };
}

/** `GET` and `POST /email/unsubscribe`'s answer. */
export function toUnsubscribeWire(view: UnsubscribeView): UnsubscribeWire {
  return { kind: view.kind, email_hint: view.emailHint, email: view.email };
}
