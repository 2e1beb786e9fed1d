import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { earningsStagesOf, earningsTotals, mayRequestPayout, NO_EARNINGS, NO_PAYOUT_DESTINATION_NUDGE, payoutNudge, type EarningsStages, type NudgedContract } from './earnings.js';
import { LEDGER_ACCOUNTS, type LedgerBalances } from './ledger.js';

const centavos = fc.nat(10_000_000);
const aStages: fc.Arbitrary<EarningsStages> = fc.record({ heldCentavos: centavos, availableCentavos: centavos, payoutPendingCentavos: centavos, paidOutCentavos: centavos });
const aPayout = fc.option(fc.record({ status: fc.constantFrom('requested', 'paid', 'failed'), reason: fc.option(fc.constantFrom('Conta encerrada.', 'Chave Pix inexistente.')) }));
const aContract: fc.Arbitrary<NudgedContract> = fc.record({ availableCentavos: centavos, payout: aPayout });

describe('earnings totals', () => {
  it('sum each stage over the contracts, as a plain loop does', () => {
    fc.assert(
      fc.property(fc.array(aStages, { maxLength: 20 }), (rows) => {
        const reference = { heldCentavos: 0, availableCentavos: 0, payoutPendingCentavos: 0, paidOutCentavos: 0 };
        for (const row of rows) {
          reference.heldCentavos += row.heldCentavos;
          reference.availableCentavos += row.availableCentavos;
          reference.payoutPendingCentavos += row.payoutPendingCentavos;
          reference.paidOutCentavos += row.paidOutCentavos;
        }
        expect(earningsTotals(rows)).toEqual(reference);
      }),
    );
    expect(earningsTotals([])).toEqual(NO_EARNINGS);
  });

  it("read a contract's stages off the creator's ledger accounts", () => {
    fc.assert(
      fc.property(fc.tuple(...LEDGER_ACCOUNTS.map(() => fc.integer({ min: -1_000_000, max: 1_000_000 }))), (values) => {
        const balances = Object.fromEntries(LEDGER_ACCOUNTS.map((account, index) => [account, values[index]])) as unknown as LedgerBalances;
        expect(earningsStagesOf(balances)).toEqual({
          heldCentavos: balances.creator_held,
          availableCentavos: balances.creator_available,
          payoutPendingCentavos: balances.payout_pending,
          paidOutCentavos: balances.creator_paid_out,
        });
      }),
    );
  });
});

describe('mayRequestPayout', () => {
  it('asks for somewhere to send the money and money available: as the totals say, since no stage is negative', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(aStages, { maxLength: 10 }), (hasDestination, rows) => {
        expect(mayRequestPayout(hasDestination, rows)).toBe(hasDestination && earningsTotals(rows).availableCentavos > 0);
      }),
    );
  });
});

describe('payoutNudge', () => {
  it('asks for bank data when money is held or available and there is nowhere to send it', () => {
    fc.assert(
      fc.property(fc.boolean(), aStages, fc.array(aContract, { maxLength: 5 }), (hasDestination, totals, contracts) => {
        const waiting = totals.heldCentavos + totals.availableCentavos > 0;
        const nudge = payoutNudge(hasDestination, totals, contracts);
        if (!hasDestination && waiting) expect(nudge).toBe(NO_PAYOUT_DESTINATION_NUDGE);
        else expect(nudge).toBe(contracts.find((row) => row.payout?.status === 'failed' && row.availableCentavos > 0)?.payout?.reason ?? null);
      }),
    );
  });

  it('says nothing with bank data and no refused payout, nor with no money coming', () => {
    expect(payoutNudge(true, { ...NO_EARNINGS, availableCentavos: 100 }, [{ availableCentavos: 100, payout: null }])).toBeNull();
    expect(payoutNudge(false, { ...NO_EARNINGS, paidOutCentavos: 100 }, [])).toBeNull();
    expect(payoutNudge(true, NO_EARNINGS, [{ availableCentavos: 100, payout: { status: 'failed', reason: 'Conta encerrada.' } }])).toBe('Conta encerrada.');
  });
});
