import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalFromCentavos } from '../format/decimal-from-centavos.js';
import { formatAmount } from '../format/format-amount.js';
import { formatBRL } from '../format/format-brl.js';
import { MAX_TYPED_CENTAVOS, parseTypedMoney, type TypedMoney } from './parse-typed-money.js';

const ok = (centavos: number): TypedMoney => ({ ok: true, centavos });
const refused = (problem: 'empty' | 'negative' | 'invalid' | 'too_large'): TypedMoney => ({ ok: false, problem });

// Written by hand, one line per form a person types; the decisions are in the parser's TSDoc.
const TYPED: readonly (readonly [string, TypedMoney])[] = [
  ['1.800,50', ok(180_050)],
  ['1800,50', ok(180_050)],
  ['1800.50', ok(180_050)],
  ['R$ 1.800,50', ok(180_050)],
  ['R$\u00a01.800,50', ok(180_050)],
  ['  1800,50  ', ok(180_050)],
  ['1,800.50', ok(180_050)],
  ['R$ 1.800', ok(180_000)],
  ['R$1.800', ok(180_000)],
  ['1.800', ok(180_000)],
  ['1800', ok(180_000)],
  ['1 800', ok(180_000)],
  ['1.80', ok(180)],
  ['1,8', ok(180)],
  ['1800.5', ok(180_050)],
  ['0,5', ok(50)],
  [',50', ok(50)],
  ['00,50', ok(50)],
  ['0', ok(0)],
  ['0,00', ok(0)],
  ['1.234.567,89', ok(123_456_789)],
  ['1,234,567.89', ok(123_456_789)],
  ['10.000.000', ok(1_000_000_000)],
  ['99.999.999,99', ok(MAX_TYPED_CENTAVOS)],
  ['', refused('empty')],
  ['   ', refused('empty')],
  ['R$ ', refused('empty')],
  ['abc', refused('invalid')],
  ['cinquenta', refused('invalid')],
  ['12a', refused('invalid')],
  ['1.800.50', refused('invalid')],
  ['1,800', refused('invalid')],
  ['1,800,000', refused('invalid')],
  ['12,345', refused('invalid')],
  ['1.8000', refused('invalid')],
  ['1.80.0', refused('invalid')],
  ['0.500', refused('invalid')],
  ['1800.', refused('invalid')],
  ['1800,', refused('invalid')],
  ['.', refused('invalid')],
  [',', refused('invalid')],
  ['1.234,567.89', refused('invalid')],
  ['-50', refused('negative')],
  ['R$ -1.800,00', refused('negative')],
  ['100.000.000,00', refused('too_large')],
  ['99999999999999999999', refused('too_large')],
];

describe('parseTypedMoney', () => {
  it.each(TYPED)('reads %j as %j', (typed, expected) => {
    expect(parseTypedMoney(typed)).toEqual(expected);
  });

  const centavos = fc.integer({ min: 0, max: MAX_TYPED_CENTAVOS });

  it('reads back every amount the app writes: R$, the field form and the wire decimal', () => {
    fc.assert(
      fc.property(centavos, (amount) => {
        expect(parseTypedMoney(formatBRL(amount))).toEqual(ok(amount));
        expect(parseTypedMoney(formatAmount(amount))).toEqual(ok(amount));
        expect(parseTypedMoney(decimalFromCentavos(amount))).toEqual(ok(amount));
      }),
    );
  });

  it('reads amounts written the en-US way, with a comma every three digits and a decimal dot', () => {
    const enUS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });
    fc.assert(fc.property(centavos, (amount) => {
      expect(parseTypedMoney(enUS.format(amount / 100))).toEqual(ok(amount));
    }));
  });

  it('never loses a digit of digits-only text: whole reais, or refused as too large', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,14}$/), (digits) => {
        const reais = digits.replace(/^0+(?=\d)/, '');
        const read = parseTypedMoney(digits);
        if (reais.length > 8) expect(read).toEqual(refused('too_large'));
        else expect(read.ok && String(read.centavos / 100)).toBe(reais);
      }),
    );
  });

  it('refuses any text with a letter, and calls any minus sign a negative amount', () => {
    const letter = fc.constantFrom('a', 'b', 'x', 'z', 'ç', 'ã', 'é', 'A', 'Z');
    fc.assert(fc.property(fc.stringMatching(/^[\d.,]{0,6}$/), letter, fc.stringMatching(/^[\d.,]{0,6}$/), (before, one, after) => {
      expect(parseTypedMoney(`${before}${one}${after}`)).toEqual(refused('invalid'));
      expect(parseTypedMoney(`-${before}${after}`)).toEqual(refused('negative'));
    }));
  });

  it('answers only integer centavos within the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ',', 'R', '$', ' ', '-') }), (typed) => {
        const read = parseTypedMoney(typed);
        if (read.ok) {
          expect(Number.isSafeInteger(read.centavos)).toBe(true);
          expect(read.centavos).toBeGreaterThanOrEqual(0);
          expect(read.centavos).toBeLessThanOrEqual(MAX_TYPED_CENTAVOS);
        }
      }),
    );
  });
});
