/**
 * What a person may get by e-mail, each a switch at `/perfil/notificacoes`; `security` (a new
 * sign-in, a changed password or bank data) cannot be turned off. The wire's `EMAIL_KINDS`, in
 * its order (the HTTP adapter's mapper holds the two lists equal).
 */
export const EMAIL_KINDS = ['proposal', 'counter_offer', 'answered', 'paid', 'delivered', 'changes_requested', 'approval', 'payout', 'security'] as const;

/** One of {@link EMAIL_KINDS}. */
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** One switch: whether `kind` arrives by e-mail, and whether it may be turned off at all. */
export interface EmailPreference {
  readonly kind: EmailKind;
  readonly email: boolean;
  readonly locked: boolean;
}

/** A change to one switch. */
export interface EmailPreferenceChange {
  readonly kind: EmailKind;
  readonly email: boolean;
}

/** What an unsubscribe link turns off: its kind, the address it went to (partly hidden), and whether that kind still arrives. */
export interface UnsubscribeLink {
  readonly kind: EmailKind;
  /** The address, partly hidden (`a***@exemplo.com.br`). */
  readonly emailHint: string;
  readonly email: boolean;
}

/** An e-mail as the demo's catcher kept it (`/demo/emails`). */
export interface DemoEmail {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  /** The plain-text part. */
  readonly text: string;
  /** The HTML part, to show only in a sandbox. */
  readonly html: string;
  /** The one-click unsubscribe address, or `null` for e-mails that cannot be turned off. */
  readonly unsubscribeUrl: string | null;
  /** ISO instant. */
  readonly createdAt: string;
}
