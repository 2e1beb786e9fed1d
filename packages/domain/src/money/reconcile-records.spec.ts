import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reconcileRecords, type MoneyRecord } from './reconcile-records.js';

const aRecord = fc.record({
  kind: fc.constantFrom('charge' as const, 'refund' as const, 'payout' as const),
  id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
  amountCentavos: fc.integer({ min: 1, max: 100_000_000 }),
  state: fc.constantFrom('received', 'not_received', 'done', 'requested', 'paid', 'failed'),
});
/** Records with distinct kind-and-id pairs, as each side holds them. */
const someRecords = fc.uniqueArray(aRecord, { selector: (record) => `${record.kind}:${record.id}`, maxLength: 30 });

describe('reconcileRecords', () => {
  it('names a charge the ledger lacks and a payout the provider lacks', () => {
    const charge: MoneyRecord = { kind: 'charge', id: 'ch_1', amountCentavos: 165_000, state: 'received' };
    const payout: MoneyRecord = { kind: 'payout', id: 'po_1', amountCentavos: 90_000, state: 'paid' };
    expect(reconcileRecords([charge], [payout])).toEqual([
      { problem: 'missing_in_ledger', provider: charge },
      { problem: 'missing_at_provider', ledger: payout },
    ]);
  });

  it('finds nothing when both sides hold the same records, in any order', () => {
    fc.assert(
      fc.property(someRecords, (records) => {
        expect(reconcileRecords(records, [...records].reverse())).toEqual([]);
      }),
    );
  });

  it('reports each record held by one side only, once, on the side that holds it', () => {
    fc.assert(
      fc.property(someRecords, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (records, atProvider) => {
        const shared = records.filter((_, index) => index % 3 === 0);
        const providerOnly = records.filter((_, index) => index % 3 !== 0 && atProvider[index] === true);
        const ledgerOnly = records.filter((_, index) => index % 3 !== 0 && atProvider[index] !== true);
        const differences = reconcileRecords([...shared, ...providerOnly], [...ledgerOnly, ...shared]);
        expect(differences).toHaveLength(providerOnly.length + ledgerOnly.length);
        expect(differences.filter((difference) => difference.problem === 'missing_in_ledger').map((difference) => 'provider' in difference && difference.provider)).toEqual(expect.arrayContaining(providerOnly));
        expect(differences.filter((difference) => difference.problem === 'missing_at_provider').map((difference) => 'ledger' in difference && difference.ledger)).toEqual(expect.arrayContaining(ledgerOnly));
      }),
    );
  });

  it('reports a record both sides hold with another amount or state, the amount first', () => {
    fc.assert(
      fc.property(aRecord, fc.integer({ min: 1, max: 1000 }), fc.boolean(), (record, more, alsoState) => {
        const changed = { ...record, amountCentavos: record.amountCentavos + more, state: alsoState ? `${record.state}!` : record.state };
        expect(reconcileRecords([record], [changed])).toEqual([{ problem: 'amount_differs', provider: record, ledger: changed }]);
        const restated = { ...record, state: `${record.state}!` };
        expect(reconcileRecords([restated], [record])).toEqual([{ problem: 'state_differs', provider: restated, ledger: record }]);
      }),
    );
  });

  it('tells a charge from a payout of the same id', () => {
    const charge: MoneyRecord = { kind: 'charge', id: 'x', amountCentavos: 100, state: 'received' };
    expect(reconcileRecords([charge], [{ ...charge, kind: 'payout', state: 'paid' }]).map((difference) => difference.problem)).toEqual(['missing_in_ledger', 'missing_at_provider']);
  });
});
