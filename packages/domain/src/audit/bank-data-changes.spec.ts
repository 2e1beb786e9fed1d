import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankDataChanges, type BankDataSnapshot } from './bank-data-changes.js';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });

const aBankData = (overrides: Partial<BankDataSnapshot> = {}): BankDataSnapshot => ({
  bankCode: '260',
  agency: '0001',
  account: '12345678-9',
  accountType: 'corrente',
  ownerName: 'Ana Souza',
  ownerDocument: '52998224725',
  pixKey: 'ana@gmail.com',
  pixKeyType: 'email',
  ...overrides,
});

const bankData: fc.Arbitrary<BankDataSnapshot> = fc.record({
  bankCode: fc.constantFrom('001', '260', '341'),
  agency: digits(4, 4),
  account: digits(6, 14),
  accountType: fc.constantFrom('corrente' as const, 'poupanca' as const),
  ownerName: fc.constantFrom('Ana Souza', 'Bia Lima'),
  ownerDocument: fc.oneof(digits(11, 11), digits(14, 14)),
  pixKey: fc.constantFrom(null, '52998224725'),
  pixKeyType: fc.constant(null),
}).map((data) => ({ ...data, pixKeyType: data.pixKey === null ? null : ('cpf' as const) }));

describe('bankDataChanges', () => {
  it('lists the changed fields, both sides masked', () => {
    const changes = bankDataChanges(aBankData(), aBankData({ account: '99994321-0', pixKey: null, pixKeyType: null }));
    expect(changes.bank).toEqual([{ field: 'account', before: '•••• 6789', after: '•••• 3210' }]);
    expect(changes.pix).toEqual([{ field: 'pixKey', before: 'a•••@gmail.com', after: null }]);
  });

  it('a first save lists every bank field it sets, and its Pix key when there is one', () => {
    const changes = bankDataChanges(null, aBankData());
    expect(changes.bank.map((change) => change.field)).toEqual(['bank', 'agency', 'account', 'accountType', 'ownerName', 'ownerDocument']);
    expect(changes.bank.every((change) => change.before === null)).toBe(true);
    expect(changes.pix).toEqual([{ field: 'pixKey', before: null, after: 'a•••@gmail.com' }]);
  });

  it('saving the same data again changes nothing', () => {
    fc.assert(
      fc.property(bankData, (data) => {
        expect(bankDataChanges(data, { ...data })).toEqual({ bank: [], pix: [] });
      }),
    );
  });

  it('never holds a whole account number or document, on either side', () => {
    fc.assert(
      fc.property(fc.option(bankData, { nil: null }), bankData, (before, after) => {
        const { bank, pix } = bankDataChanges(before, after);
        const shown = [...bank, ...pix].flatMap((change) => [change.before ?? '', change.after ?? '']).join(' ');
        for (const secret of [after.account, after.ownerDocument, before?.account, before?.ownerDocument]) {
          if (secret !== undefined) expect(shown).not.toContain(secret);
        }
        for (const change of bank.filter(({ field }) => field === 'account' || field === 'ownerDocument')) {
          const limit = change.field === 'account' ? 4 : 2;
          for (const side of [change.before, change.after]) expect((side ?? '').replace(/\D/g, '').length).toBeLessThanOrEqual(limit);
        }
      }),
    );
  });

  it('lists a field exactly when its stored value differs', () => {
    fc.assert(
      fc.property(bankData, bankData, (before, after) => {
        const listed = new Set(bankDataChanges(before, after).bank.map((change) => change.field));
        expect(listed.has('account')).toBe(before.account !== after.account);
        expect(listed.has('agency')).toBe(before.agency !== after.agency);
        expect(listed.has('ownerDocument')).toBe(before.ownerDocument !== after.ownerDocument);
      }),
    );
  });
});
