import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashRegisterMoney } from './cash-register-money.js';
import { parseTypedMoney } from './parse-typed-money.js';

describe('cashRegisterMoney', () => {
  it('fills from the right as a cash register does', () => {
    expect(cashRegisterMoney('1')).toBe('R$\u00a00,01');
    expect(cashRegisterMoney('123456')).toBe('R$\u00a01.234,56');
    expect(cashRegisterMoney('R$ 1.234,567')).toBe('R$\u00a012.345,67');
    expect(cashRegisterMoney('1800.50')).toBe('R$\u00a01.800,50');
    expect(cashRegisterMoney('')).toBe('');
  });

  it('leaves what is not a price as typed, for the parser to say why', () => {
    expect(cashRegisterMoney('-50')).toBe('-50');
    expect(cashRegisterMoney('abc')).toBe('abc');
  });

  it('shows what parseTypedMoney reads back as the digits typed, in centavos, up to ten digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), (digits) => {
        const kept = digits.replace(/^0+(?=\d)/, '').slice(0, 10);
        expect(parseTypedMoney(cashRegisterMoney(digits))).toEqual({ ok: true, centavos: Number(kept) });
      }),
    );
  });
});
