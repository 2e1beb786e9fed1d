import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesOf, LEDGER_ACCOUNTS, ledgerSum, movementsOf, type LedgerMovement, type MoneyEvent } from './ledger.js';
import { ledgerMatchesStatus } from './ledger-state.js';
import { platformFeeCentavos, quotePayment } from './platform-fee.js';

const amount = fc.integer({ min: 1, max: 1_000_000_000 });
const basisPoints = fc.integer({ min: 0, max: 5000 });

const anEvent: fc.Arbitrary<MoneyEvent> = fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), amountCentavos: amount, feeCentavos: amount }),
  fc.record({ kind: fc.constantFrom('release' as const, 'payout_requested' as const, 'payout_paid' as const, 'payout_failed' as const), amountCentavos: amount }),
  fc.record({ kind: fc.constant('refund' as const), amountCentavos: amount, feeCentavos: amount }),
  fc.record({ kind: fc.constantFrom('late_charge' as const, 'late_refund' as const), totalCentavos: amount }),
);

describe('platformFeeCentavos', () => {
  it('is 10% by default, rounded half up to the centavo', () => {
    expect(platformFeeCentavos(150_000, 1000)).toBe(15_000);
    expect(platformFeeCentavos(15, 1000)).toBe(2);
    expect(platformFeeCentavos(14, 1000)).toBe(1);
  });

  it('is a whole number of centavos within half a centavo of the exact fee, never more than the amount', () => {
    fc.assert(
      fc.property(amount, basisPoints, (centavos, points) => {
        const fee = platformFeeCentavos(centavos, points);
        expect(Number.isInteger(fee)).toBe(true);
        expect(Math.abs(fee - (centavos * points) / 10_000)).toBeLessThanOrEqual(0.5);
        expect(fee).toBeLessThanOrEqual(centavos);
      }),
    );
  });

  it('grows with the amount', () => {
    fc.assert(fc.property(amount, amount, basisPoints, (a, b, points) => (a <= b ? platformFeeCentavos(a, points) <= platformFeeCentavos(b, points) : true)));
  });
});

describe('quotePayment', () => {
  it('costs the same for contracts paid together as one by one', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 20 }), basisPoints, (amounts, points) => {
        const contracts = amounts.map((amountCentavos, index) => ({ contractId: index + 1, amountCentavos }));
        const together = quotePayment(contracts, points);
        const apart = contracts.map((contract) => quotePayment([contract], points));
        expect(together.totalCentavos).toBe(apart.reduce((sum, quote) => sum + quote.totalCentavos, 0));
        expect(together.totalCentavos).toBe(together.amountCentavos + together.feeCentavos);
        expect(together.items.map((item) => item.contractId)).toEqual(contracts.map((contract) => contract.contractId));
      }),
    );
  });
});

describe('the ledger', () => {
  it('moves money between accounts without making or losing any: every event sums to zero', () => {
    fc.assert(
      fc.property(anEvent, (event) => {
        expect(ledgerSum(movementsOf(event))).toBe(0);
      }),
    );
  });

  it('keeps any history of events summing to zero, account by account', () => {
    fc.assert(
      fc.property(fc.array(anEvent, { maxLength: 30 }), (events) => {
        const rows: LedgerMovement[] = events.flatMap(movementsOf);
        const balances = balancesOf(rows);
        expect(LEDGER_ACCOUNTS.reduce((sum, account) => sum + balances[account], 0)).toBe(0);
      }),
    );
  });
});

// A contract's money as the server moves it: charged when paid, released on approval, paid out in
// steps (a failed payout coming back), or refunded when cancelled before delivery.
type Path = 'unpaid' | 'held' | 'refunded' | 'approved';
const aPath = fc.record({
  path: fc.constantFrom<Path>('unpaid', 'held', 'refunded', 'approved'),
  amountCentavos: amount,
  points: basisPoints,
  // A Pix com vencimento paid late carries a fine and interest; most payments carry none.
  lateFeesCentavos: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_000 })),
  payoutSteps: fc.array(fc.constantFrom('request', 'pay', 'fail'), { maxLength: 6 }),
});

function replay({ path, amountCentavos, points, lateFeesCentavos, payoutSteps }: { path: Path; amountCentavos: number; points: number; lateFeesCentavos: number; payoutSteps: readonly string[] }) {
  const feeCentavos = platformFeeCentavos(amountCentavos, points);
  const events: MoneyEvent[] = [];
  if (path !== 'unpaid') events.push({ kind: 'charge', amountCentavos, feeCentavos, lateFeesCentavos });
  if (path === 'refunded') events.push({ kind: 'refund', amountCentavos, feeCentavos, lateFeesCentavos });
  if (path === 'approved') {
    events.push({ kind: 'release', amountCentavos });
    let stage: 'available' | 'pending' | 'paid' = 'available';
    for (const step of payoutSteps) {
      if (step === 'request' && stage === 'available') {
        events.push({ kind: 'payout_requested', amountCentavos });
        stage = 'pending';
      } else if (step === 'pay' && stage === 'pending') {
        events.push({ kind: 'payout_paid', amountCentavos });
        stage = 'paid';
      } else if (step === 'fail' && stage === 'pending') {
        events.push({ kind: 'payout_failed', amountCentavos });
        stage = 'available';
      }
    }
  }
  return { balances: balancesOf(events.flatMap(movementsOf)), paid: path === 'unpaid' || path === 'refunded' ? null : { amountCentavos, feeCentavos, lateFeesCentavos } };
}

describe('ledgerMatchesStatus', () => {
  const statusOf: Record<Path, 'accepted' | 'paid' | 'cancelled' | 'approved'> = { unpaid: 'accepted', held: 'paid', refunded: 'cancelled', approved: 'approved' };

  it('agrees with every path money can take', () => {
    fc.assert(
      fc.property(aPath, (run) => {
        const { balances, paid } = replay(run);
        expect(ledgerMatchesStatus(statusOf[run.path], balances, paid)).toBe(true);
        if (run.path === 'held') {
          expect(ledgerMatchesStatus('delivered', balances, paid)).toBe(true);
          expect(ledgerMatchesStatus('changes_requested', balances, paid)).toBe(true);
        }
      }),
    );
  });

  it('catches money held for an approved contract, or released for one still under work', () => {
    fc.assert(
      fc.property(amount, basisPoints, (amountCentavos, points) => {
        const feeCentavos = platformFeeCentavos(amountCentavos, points);
        const held = balancesOf(movementsOf({ kind: 'charge', amountCentavos, feeCentavos }));
        const released = balancesOf([...movementsOf({ kind: 'charge', amountCentavos, feeCentavos }), ...movementsOf({ kind: 'release', amountCentavos })]);
        expect(ledgerMatchesStatus('approved', held, { amountCentavos, feeCentavos })).toBe(false);
        expect(ledgerMatchesStatus('delivered', released, { amountCentavos, feeCentavos })).toBe(false);
        expect(ledgerMatchesStatus('accepted', held, null)).toBe(false);
      }),
    );
  });

  it("counts a late Pix's fine and interest as the platform's, and misses them when they are left out", () => {
    const paid = { amountCentavos: 150_000, feeCentavos: 15_000, lateFeesCentavos: 3_465 };
    const balances = balancesOf(movementsOf({ kind: 'charge', ...paid }));
    expect(balances.brand).toBe(-168_465);
    expect(balances.platform).toBe(18_465);
    expect(ledgerMatchesStatus('paid', balances, paid)).toBe(true);
    expect(ledgerMatchesStatus('paid', balances, { amountCentavos: 150_000, feeCentavos: 15_000 })).toBe(false);
  });

  it('never lets late money stand', () => {
    const late = balancesOf(movementsOf({ kind: 'late_charge', totalCentavos: 1000 }));
    expect(ledgerMatchesStatus('expired', late, null)).toBe(false);
    expect(ledgerMatchesStatus('expired', balancesOf([...movementsOf({ kind: 'late_charge', totalCentavos: 1000 }), ...movementsOf({ kind: 'late_refund', totalCentavos: 1000 })]), null)).toBe(true);
  });
});
