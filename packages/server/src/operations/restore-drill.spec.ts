import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MoneyFacts } from '../db/money-facts.js';
import { describeMoneyFacts, moneyFactsDifferences } from './restore-drill.js';

const state = fc.record({ id: fc.nat(), status: fc.constantFrom('pending', 'paid', 'accepted', 'done'), amountCentavos: fc.bigInt({ min: 1n, max: 10n ** 12n }).map(String) });
const facts: fc.Arbitrary<MoneyFacts> = fc.record({
  ledger: fc.array(fc.record({ account: fc.constantFrom('brand', 'creator_held', 'platform'), kind: fc.constantFrom('held', 'release'), entries: fc.nat(50), centavos: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map(String) })),
  contracts: fc.array(state),
  payments: fc.array(state),
  payouts: fc.array(state),
});

describe('moneyFactsDifferences', () => {
  it('finds nothing between a database and its faithful copy', () => {
    fc.assert(fc.property(facts, (original) => moneyFactsDifferences(original, structuredClone(original)).length === 0));
  });

  it('names the part where a restored copy lost a row or changed one', () => {
    fc.assert(
      fc.property(facts.filter((f) => f.payments.length > 0), fc.boolean(), (original, lose) => {
        const [first, ...rest] = original.payments;
        const payments = lose ? rest : [{ ...first, status: first?.status === 'paid' ? 'pending' : 'paid' }, ...rest];
        const differences = moneyFactsDifferences(original, { ...original, payments } as MoneyFacts);
        expect(differences).toHaveLength(1);
        expect(differences[0]).toMatch(/^payments: /);
      }),
    );
  });
});

describe('describeMoneyFacts', () => {
  it('totals the ledger by account, exactly, in centavos', () => {
    const lines = describeMoneyFacts({
      ledger: [
        { account: 'creator_held', kind: 'held', entries: 2, centavos: '9007199254740993' },
        { account: 'creator_held', kind: 'release', entries: 1, centavos: '-1' },
      ],
      contracts: [],
      payments: [],
      payouts: [],
    });
    expect(lines).toEqual(['contracts: 0, payments: 0, payouts: 0, ledger lines: 3', 'ledger creator_held: 9007199254740992 centavos']);
  });
});
