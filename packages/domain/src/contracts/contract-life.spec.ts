import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTO_APPROVAL_DAYS,
  availableContractActions,
  CONTRACT_MOVES,
  effectiveContractStatus,
  MAX_CHANGE_ROUNDS,
  nextContractLife,
  PROPOSAL_EXPIRY_DAYS,
  type ContractAction,
  type ContractActor,
  type ContractLife,
  type ContractTerms,
} from './contract-life.js';
import { CONTRACT_STATUSES, FINAL_CONTRACT_STATUSES, type ContractStatus } from './contract-status.js';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-11-24T12:00:00Z');
const TERMS: ContractTerms = { amountCentavos: 150_000, deadline: '2026-12-20' };

const fresh = (at: Date = START): ContractLife => ({ status: 'pending', terms: TERMS, counter: null, offeredAt: at, agreedAt: null, deliveredAt: null, changeRounds: 0 });
const life = (status: ContractStatus, extra: Partial<ContractLife> = {}): ContractLife => ({ ...fresh(), status, ...extra });
const later = (days: number) => new Date(START.getTime() + days * DAY);

// Where each move leads: the machine's arrows, written out once more as the test's own oracle.
const TARGET: Record<ContractAction['kind'], ContractStatus> = {
  accept: 'accepted',
  reject: 'rejected',
  counter: 'counter_offer',
  accept_counter: 'accepted',
  refuse_counter: 'pending',
  cancel: 'cancelled',
  expire: 'expired',
  pay: 'paid',
  deliver: 'delivered',
  request_changes: 'changes_requested',
  approve: 'approved',
  auto_approve: 'approved',
};
const RIGHT_PARTY: Record<ContractActor, 'brand' | 'creator' | 'system'> = { brand: 'brand', creator: 'creator', agent: 'creator', system: 'system' };

const anActor = fc.constantFrom<ContractActor>('brand', 'creator', 'agent', 'system');
const aCounter = fc.record({ amountCentavos: fc.integer({ min: 1, max: 10_000_000_00 }), deadline: fc.constantFrom('2026-12-01', '2026-12-20', '2027-01-15') });
const anAction: fc.Arbitrary<ContractAction> = fc.oneof(
  fc.constantFrom(...(Object.keys(CONTRACT_MOVES).filter((kind) => kind !== 'counter') as Exclude<ContractAction['kind'], 'counter'>[])).map((kind) => ({ kind })),
  aCounter.map((terms) => ({ kind: 'counter' as const, terms })),
);
/** A step: someone acts some hours after the previous step. */
const aStep = fc.record({ actor: anActor, action: anAction, hoursLater: fc.integer({ min: 0, max: 24 * 9 }) });

/** Plays the steps from a fresh proposal, keeping every life reached. */
function play(steps: readonly { actor: ContractActor; action: ContractAction; hoursLater: number }[]) {
  let current = fresh();
  let now = START;
  const trail: { before: ContractLife; after: ContractLife; actor: ContractActor; action: ContractAction; now: Date }[] = [];
  for (const step of steps) {
    now = new Date(now.getTime() + step.hoursLater * 60 * 60 * 1000);
    const result = nextContractLife(current, step.actor, step.action, now);
    if (result.ok) {
      trail.push({ before: current, after: result.life, actor: step.actor, action: step.action, now });
      current = result.life;
    }
  }
  return trail;
}

describe('the contract life', () => {
  it('walks the happy path: proposal, counter-offer accepted, paid, delivered, changes, approved', () => {
    const countered = nextContractLife(fresh(), 'agent', { kind: 'counter', terms: { amountCentavos: 180_000, deadline: '2026-12-22' } }, later(1));
    expect(countered).toMatchObject({ ok: true, life: { status: 'counter_offer', counter: { amountCentavos: 180_000 } } });
    if (!countered.ok) return;
    const agreed = nextContractLife(countered.life, 'brand', { kind: 'accept_counter' }, later(2));
    expect(agreed).toEqual({ ok: true, life: expect.objectContaining({ status: 'accepted', terms: { amountCentavos: 180_000, deadline: '2026-12-22' }, counter: null, agreedAt: later(2) }) as ContractLife });
    if (!agreed.ok) return;
    const paid = nextContractLife(agreed.life, 'system', { kind: 'pay' }, later(3));
    const delivered = paid.ok ? nextContractLife(paid.life, 'creator', { kind: 'deliver' }, later(4)) : paid;
    const changes = delivered.ok ? nextContractLife(delivered.life, 'brand', { kind: 'request_changes' }, later(5)) : delivered;
    const again = changes.ok ? nextContractLife(changes.life, 'creator', { kind: 'deliver' }, later(6)) : changes;
    const approved = again.ok ? nextContractLife(again.life, 'brand', { kind: 'approve' }, later(7)) : again;
    expect(approved).toMatchObject({ ok: true, life: { status: 'approved', changeRounds: 1 } });
  });

  it('tells the refused party what changed, in pt-BR', () => {
    expect(nextContractLife(life('rejected'), 'creator', { kind: 'accept' }, START)).toEqual({
      ok: false,
      refusal: { code: 'CONTRACT.STATE_CHANGED', message: 'Não foi possível aceitar a proposta: a proposta já foi recusada.' },
    });
    expect(nextContractLife(fresh(), 'brand', { kind: 'accept' }, START)).toMatchObject({ ok: false, refusal: { code: 'CONTRACT.NOT_YOUR_MOVE' } });
    expect(nextContractLife(fresh(), 'creator', { kind: 'accept' }, later(PROPOSAL_EXPIRY_DAYS))).toMatchObject({
      ok: false,
      refusal: { code: 'CONTRACT.EXPIRED', message: 'Não foi possível aceitar a proposta: a proposta expirou.' },
    });
    expect(nextContractLife(fresh(), 'creator', { kind: 'counter', terms: TERMS }, START)).toMatchObject({
      ok: false,
      refusal: { code: 'CONTRACT.COUNTER_INVALID', message: 'A contraproposta precisa mudar o valor ou o prazo.' },
    });
  });

  it('a brand refusing a counter-offer puts the original terms back, waiting for the creator', () => {
    const countered = life('counter_offer', { counter: { amountCentavos: 999_00, deadline: '2026-12-30' } });
    const refused = nextContractLife(countered, 'brand', { kind: 'refuse_counter' }, later(1));
    expect(refused).toEqual({ ok: true, life: { ...countered, status: 'pending', counter: null, offeredAt: later(1) } });
  });

  it('no sequence of moves reaches a status outside the machine, or takes an arrow the machine does not have', () => {
    fc.assert(
      fc.property(fc.array(aStep, { maxLength: 25 }), (steps) => {
        for (const { before, after, action } of play(steps)) {
          expect(CONTRACT_STATUSES).toContain(after.status);
          expect(CONTRACT_MOVES[action.kind].from).toContain(before.status);
          expect(after.status).toBe(TARGET[action.kind]);
          expect(after.changeRounds).toBeLessThanOrEqual(MAX_CHANGE_ROUNDS);
        }
      }),
    );
  });

  it('only the right party moves it: the brand, the creator or their agent, or the system', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTRACT_STATUSES), anActor, anAction, fc.integer({ min: 0, max: 20 }), (status, actor, action, days) => {
        const result = nextContractLife(life(status, { deliveredAt: START }), actor, action, later(days));
        if (result.ok) expect(RIGHT_PARTY[actor]).toBe(CONTRACT_MOVES[action.kind].by);
        if (RIGHT_PARTY[actor] !== CONTRACT_MOVES[action.kind].by) expect(result).toMatchObject({ ok: false, refusal: { code: 'CONTRACT.NOT_YOUR_MOVE' } });
      }),
    );
  });

  it('offers as buttons exactly the moves a person could make now', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTRACT_STATUSES), fc.constantFrom<ContractActor>('brand', 'creator', 'agent'), fc.integer({ min: 0, max: 10 }), (status, actor, days) => {
        const current = life(status, { counter: status === 'counter_offer' ? { ...TERMS, amountCentavos: 1 } : null });
        for (const kind of availableContractActions(current, actor, later(days))) {
          const action: ContractAction = kind === 'counter' ? { kind, terms: { amountCentavos: 999, deadline: '2027-01-15' } } : { kind };
          const result = nextContractLife(current, actor, action, later(days));
          expect(result.ok || ['CONTRACT.NOT_DUE', 'CONTRACT.CHANGE_ROUNDS_USED'].includes(result.refusal.code)).toBe(true);
        }
      }),
    );
    expect(availableContractActions(fresh(), 'agent', START)).toEqual(['accept', 'reject', 'counter']);
    expect(availableContractActions(fresh(), 'brand', START)).toEqual(['cancel']);
    expect(availableContractActions(fresh(), 'creator', later(8))).toEqual([]);
  });

  it('a final status stays final, whoever acts and whenever', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL_CONTRACT_STATUSES), anActor, anAction, fc.integer({ min: 0, max: 30 }), (status, actor, action, days) => {
        expect(nextContractLife(life(status, { deliveredAt: START }), actor, action, later(days)).ok).toBe(false);
      }),
    );
  });

  it('an offer expires exactly 7 days after it was made, and only the clock expires it', () => {
    fc.assert(
      fc.property(fc.constantFrom<ContractStatus>('pending', 'counter_offer'), fc.integer({ min: 0, max: 14 * 24 * 60 }), (status, minutes) => {
        const now = new Date(START.getTime() + minutes * 60 * 1000);
        const overdue = minutes >= PROPOSAL_EXPIRY_DAYS * 24 * 60;
        const offer = life(status, { counter: status === 'counter_offer' ? { ...TERMS, amountCentavos: 1 } : null });
        expect(nextContractLife(offer, 'system', { kind: 'expire' }, now).ok).toBe(overdue);
        expect(effectiveContractStatus(offer, now)).toBe(overdue ? 'expired' : status);
        const answer = status === 'pending' ? nextContractLife(offer, 'creator', { kind: 'accept' }, now) : nextContractLife(offer, 'brand', { kind: 'accept_counter' }, now);
        expect(answer.ok).toBe(!overdue);
      }),
    );
  });

  it('a delivery nobody answers is approved automatically 7 days later, not a minute before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * 24 * 60 }), (minutes) => {
        const now = new Date(START.getTime() + minutes * 60 * 1000);
        const due = minutes >= AUTO_APPROVAL_DAYS * 24 * 60;
        const delivered = life('delivered', { deliveredAt: START, agreedAt: START });
        expect(nextContractLife(delivered, 'system', { kind: 'auto_approve' }, now).ok).toBe(due);
        expect(effectiveContractStatus(delivered, now)).toBe(due ? 'approved' : 'delivered');
      }),
    );
  });

  it('the terms agreed are the ones on the table when the answer came, stamped with its time', () => {
    fc.assert(
      fc.property(fc.array(aStep, { maxLength: 25 }), (steps) => {
        for (const { before, after, action, now } of play(steps)) {
          if (action.kind === 'accept') expect(after).toMatchObject({ terms: before.terms, agreedAt: now });
          if (action.kind === 'accept_counter') expect(after).toMatchObject({ terms: before.counter ?? before.terms, agreedAt: now, counter: null });
          if (after.status !== 'counter_offer') expect(after.counter).toBeNull();
        }
      }),
    );
  });
});
