import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHANGE_ROUNDS, autoApprovalAt, isApprovalOverdue, isOfferOverdue, type ContractLife } from './contract-life.js';
import { changeRoundsLeft } from './change-rounds-left.js';
import { APPROVAL_REMINDER_DAYS, approvalReminderCutoff, autoApprovalCutoff, offerExpiryCutoff } from './sweep-cutoffs.js';

const anInstant = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true });
const life = (extra: Partial<ContractLife>): ContractLife => ({
  status: 'pending',
  terms: { amountCentavos: 150_000, deadline: '2026-12-20' },
  counter: null,
  offeredAt: new Date('2026-06-01T00:00:00Z'),
  agreedAt: null,
  deliveredAt: null,
  changeRounds: 0,
  ...extra,
});

describe('the sweeps cut off where the life rule says a contract is overdue', () => {
  it('an offer made at or before offerExpiryCutoff(now) is overdue at now, and no other', () => {
    expect(offerExpiryCutoff(new Date('2026-11-24T12:00:00Z'))).toEqual(new Date('2026-11-17T12:00:00Z'));
    fc.assert(
      fc.property(anInstant, anInstant, fc.constantFrom('pending' as const, 'counter_offer' as const), (offeredAt, now, status) => {
        expect(offeredAt.getTime() <= offerExpiryCutoff(now).getTime()).toBe(isOfferOverdue(life({ status, offeredAt }), now));
      }),
    );
  });

  it('a delivery sent at or before autoApprovalCutoff(now) is overdue at now, and no other', () => {
    expect(autoApprovalCutoff(new Date('2026-11-24T12:00:00Z'))).toEqual(new Date('2026-11-17T12:00:00Z'));
    fc.assert(
      fc.property(anInstant, anInstant, (deliveredAt, now) => {
        expect(deliveredAt.getTime() <= autoApprovalCutoff(now).getTime()).toBe(isApprovalOverdue(life({ status: 'delivered', deliveredAt }), now));
      }),
    );
  });
});

describe('approvalReminderCutoff', () => {
  it('a delivery sent at or before it is one whose automatic approval is APPROVAL_REMINDER_DAYS away or nearer, and no other', () => {
    expect(approvalReminderCutoff(new Date('2026-11-24T12:00:00Z'))).toEqual(new Date('2026-11-19T12:00:00Z'));
    fc.assert(
      fc.property(anInstant, anInstant, (deliveredAt, now) => {
        const approvesAt = autoApprovalAt(life({ status: 'delivered', deliveredAt }))?.getTime() ?? Number.NaN;
        expect(deliveredAt.getTime() <= approvalReminderCutoff(now).getTime()).toBe(approvesAt - now.getTime() <= APPROVAL_REMINDER_DAYS * 86_400_000);
      }),
    );
  });
});

describe('changeRoundsLeft', () => {
  it('is what remains of the rounds, never below zero', () => {
    expect(changeRoundsLeft(0)).toBe(MAX_CHANGE_ROUNDS);
    fc.assert(
      fc.property(fc.nat(10), (rounds) => {
        let left = MAX_CHANGE_ROUNDS;
        for (let used = 0; used < rounds; used += 1) if (left > 0) left -= 1;
        expect(changeRoundsLeft(rounds)).toBe(left);
      }),
    );
  });
});
