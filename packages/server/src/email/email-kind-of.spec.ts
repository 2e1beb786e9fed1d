import { EMAIL_KINDS, NOTIFICATION_KINDS, type EmailKind, type NotificationKind } from '@publi/contract';
import { describe, expect, it } from 'vitest';
import { emailKindOf } from './email-kind-of.js';

const EXPECTED: Record<NotificationKind, EmailKind | null> = {
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
  message: null,
};

describe('emailKindOf', () => {
  it.each(NOTIFICATION_KINDS.map((kind) => [kind, EXPECTED[kind]] as const))('files %s under %s', (kind, expected) => {
    expect(emailKindOf(kind)).toBe(expected);
  });

  it('never files a notice under security, and reaches every other switch', () => {
    const reached = new Set(NOTIFICATION_KINDS.map(emailKindOf));
    expect(reached.has('security')).toBe(false);
    expect(EMAIL_KINDS.filter((kind) => kind !== 'security' && !reached.has(kind))).toEqual([]);
  });
});
