import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/days.js';
import { nextContractLife, PROPOSAL_EXPIRY_DAYS, type ContractLife } from './contract-life.js';
import { hasWorkStarted, holdsMoney, isCancellable, isUnderReview, isWaitingForAnswer, mayUploadDelivery } from './contract-status-sets.js';
import { CONTRACT_STATUSES, type ContractStatus } from './contract-status.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const lifeIn = (status: ContractStatus): ContractLife => ({
  status,
  terms: { amountCentavos: 150_000, deadline: '2026-12-20' },
  counter: null,
  offeredAt: NOW,
  agreedAt: null,
  deliveredAt: status === 'delivered' ? NOW : null,
  changeRounds: 0,
});
const aStatus = fc.constantFrom(...CONTRACT_STATUSES);
// Reached only through a payment: the reference for "work started" and "money held".
const PAID_OR_LATER = new Set<ContractStatus>(['paid', 'delivered', 'changes_requested', 'approved']);

describe('the contract status sets, against the life rule they name', () => {
  it('an offer waits for an answer exactly when the clock can expire it', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        const later = addDays(NOW, PROPOSAL_EXPIRY_DAYS);
        expect(isWaitingForAnswer(status)).toBe(nextContractLife(lifeIn(status), 'system', { kind: 'expire' }, later).ok);
      }),
    );
  });

  it('the brand may cancel exactly when the rule lets it', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        expect(isCancellable(status)).toBe(nextContractLife(lifeIn(status), 'brand', { kind: 'cancel' }, NOW).ok);
      }),
    );
  });

  it('a delivery may be uploaded exactly when the creator or the agent may deliver', () => {
    fc.assert(
      fc.property(aStatus, fc.constantFrom('creator' as const, 'agent' as const), (status, actor) => {
        expect(mayUploadDelivery(status)).toBe(nextContractLife(lifeIn(status), actor, { kind: 'deliver' }, NOW).ok);
      }),
    );
  });

  it('work under review is a delivery the brand answered at most with changes', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        expect(isUnderReview(status)).toBe(status === 'delivered' || status === 'changes_requested');
      }),
    );
  });

  it('work starts with the payment, and the money is held from then until the approval', () => {
    fc.assert(
      fc.property(aStatus, (status) => {
        expect(hasWorkStarted(status)).toBe(PAID_OR_LATER.has(status));
        expect(holdsMoney(status)).toBe(PAID_OR_LATER.has(status) && status !== 'approved');
        if (isUnderReview(status) || mayUploadDelivery(status)) expect(holdsMoney(status)).toBe(true);
      }),
    );
  });
});
