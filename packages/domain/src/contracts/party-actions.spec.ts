import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../time/days.js';
import { availableContractActions, nextContractLife, type ContractLife } from './contract-life.js';
import { CONTRACT_STATUSES } from './contract-status.js';
import { partyActions, type ContractParty } from './party-actions.js';

const START = new Date('2026-11-24T12:00:00Z');
const aLife: fc.Arbitrary<ContractLife> = fc.record({
  status: fc.constantFrom(...CONTRACT_STATUSES),
  terms: fc.constant({ amountCentavos: 150_000, deadline: '2026-12-20' }),
  counter: fc.constant(null),
  offeredAt: fc.constant(START),
  agreedAt: fc.constant(null),
  deliveredAt: fc.constant(START),
  changeRounds: fc.nat(2),
});
const aParty = fc.constantFrom<ContractParty>('brand', 'creator', 'agent');
const aNow = fc.integer({ min: 0, max: 10 }).map((days) => addDays(START, days));

describe('partyActions', () => {
  it("is the rule's moves for the party, and pay for the brand of an accepted contract", () => {
    fc.assert(
      fc.property(aLife, aParty, aNow, (life, party, now) => {
        const actions = partyActions(life, party, now);
        expect(actions.filter((kind) => kind !== 'pay')).toEqual(availableContractActions(life, party, now));
        expect(actions.includes('pay')).toBe(party === 'brand' && life.status === 'accepted');
      }),
    );
  });

  it('never offers the clock a button, and every plain button it offers works', () => {
    fc.assert(
      fc.property(aLife, aParty, aNow, (life, party, now) => {
        for (const kind of partyActions(life, party, now)) {
          expect(['expire', 'auto_approve']).not.toContain(kind);
          if (kind === 'pay' || kind === 'counter' || kind === 'request_changes') continue;
          expect(nextContractLife(life, party, { kind }, now).ok).toBe(true);
        }
      }),
    );
  });

  it('gives the agent the same buttons as the creator', () => {
    fc.assert(
      fc.property(aLife, aNow, (life, now) => {
        expect(partyActions(life, 'agent', now)).toEqual(partyActions(life, 'creator', now));
      }),
    );
  });
});
