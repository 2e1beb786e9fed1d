import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONEY_MESSAGES, maskMoney, parseMoney } from './money-mask.js';

describe('maskMoney', () => {
  it('fills from the right as a cash register does', () => {
    expect(maskMoney('1')).toBe('R$\u00a00,01');
    expect(maskMoney('123456')).toBe('R$\u00a01.234,56');
    expect(maskMoney('R$ 1.234,567')).toBe('R$\u00a012.345,67');
    expect(maskMoney('')).toBe('');
  });

  it('leaves what is not a price as typed, for the message to explain', () => {
    expect(maskMoney('-50')).toBe('-50');
    expect(maskMoney('abc')).toBe('abc');
  });
});

describe('parseMoney', () => {
  it('reads centavos back, blank and zero meaning "não ofereço"', () => {
    expect(parseMoney('R$\u00a01.234,56')).toEqual({ centavos: 123456 });
    expect(parseMoney('')).toEqual({ centavos: 0 });
    expect(parseMoney('R$ 0,00')).toEqual({ centavos: 0 });
  });

  it('refuses negative and non-numeric prices in pt-BR', () => {
    expect(parseMoney('-50')).toEqual({ error: MONEY_MESSAGES.negative });
    expect(parseMoney('cinquenta')).toEqual({ error: MONEY_MESSAGES.invalid });
  });

  it('reads back every amount it shows', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (centavos) => {
      expect(parseMoney(maskMoney(String(centavos)))).toEqual({ centavos });
    }));
  });
});
