import type { DemoEmail, EmailPreference, EmailPreferenceChange, UnsubscribeLink } from '../model/email.model.js';

/** Which e-mails a person gets, the signed-out unsubscribe, and the demo's mailbox. */
export interface EmailPort {
  /** The signed-in person's switches, every kind in `EMAIL_KINDS`' order (`GET /account/user/email-preferences`). */
  getPreferences(): Promise<readonly EmailPreference[]>;
  /** Changes the switches given (the others keep theirs); turning `security` off is refused with `EMAIL.SECURITY_LOCKED`. */
  updatePreferences(changes: readonly EmailPreferenceChange[]): Promise<readonly EmailPreference[]>;
  /** What the link's `token` turns off, changing nothing; `EMAIL.UNSUBSCRIBE_INVALID` for a token that is not one. Works signed out. */
  readUnsubscribe(token: string): Promise<UnsubscribeLink>;
  /** Turns off the kind the link's `token` names; signed out, like {@link readUnsubscribe}. */
  unsubscribe(token: string): Promise<UnsubscribeLink>;
  /** Demo mode: the e-mails sent to the signed-in person, newest first; `ROUTE.NOT_FOUND` in production. */
  listDemoEmails(): Promise<readonly DemoEmail[]>;
}
