import type { EmailKind, NotificationKind } from '@publi/contract';

/**
 * Which e-mail switch each notification kind answers to; null for the kinds that never mail.
 * A record rather than a switch, so a notification kind added later fails the type check until
 * it is given its switch here.
 */
const EMAIL_KIND_OF: Readonly<Record<NotificationKind, EmailKind | null>> = {
  proposal: 'proposal',
  counter_offer: 'counter_offer',
  accepted: 'answered',
  rejected: 'answered',
  counter_accepted: 'answered',
  counter_refused: 'answered',
  cancelled: 'answered',
  expired: 'answered',
  paid: 'paid',
  refunded: 'paid',
  delivered: 'delivered',
  changes_requested: 'changes_requested',
  approval_due: 'approval',
  approved: 'approval',
  payout_paid: 'payout',
  payout_failed: 'payout',
  // The chat shows its messages live, and a conversation would fill an inbox.
  message: null,
};

/** The e-mail kind (the switch at `/perfil/notificacoes`) of a notification, or null when it is never e-mailed. */
export function emailKindOf(kind: NotificationKind): EmailKind | null {
  return EMAIL_KIND_OF[kind];
}
