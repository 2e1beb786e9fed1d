import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, LOCALE } from '../constants/product.constants.js';
import { formatBRL } from './format-brl.js';

const intlBRL = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
// Below 10^15 centavos, centavos / 100 has at most 15 significant digits, so the
// double Intl receives prints back as that exact decimal: a trustworthy reference.
const INTL_EXACT_LIMIT = 1e15 - 1;

describe('formatBRL', () => {
  it('formats pt-BR reais with a no-break space after R$', () => {
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
    expect(formatBRL(100000000)).toBe('R$\u00a01.000.000,00');
  });

  it('puts the minus sign before R$', () => {
    expect(formatBRL(-100)).toBe('-R$\u00a01,00');
    expect(formatBRL(-123456)).toBe('-R$\u00a01.234,56');
  });

  it('shows -0 as zero', () => {
    expect(formatBRL(-0)).toBe('R$\u00a00,00');
  });

  it('is exact up to the largest safe integer', () => {
    expect(formatBRL(Number.MAX_SAFE_INTEGER)).toBe('R$\u00a090.071.992.547.409,91');
    expect(formatBRL(Number.MIN_SAFE_INTEGER)).toBe('-R$\u00a090.071.992.547.409,91');
  });

  it.each([0.5, 1.005, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws RangeError for %s', (value) => {
    expect(() => formatBRL(value)).toThrow(RangeError);
  });

  it('equals Intl.NumberFormat pt-BR BRL wherever Intl is exact', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -INTL_EXACT_LIMIT, max: INTL_EXACT_LIMIT })), (centavos) => {
        expect(formatBRL(centavos)).toBe(intlBRL.format(centavos / 100));
      }),
    );
  });

  it('throws RangeError for every non-integer', () => {
    fc.assert(
      fc.property(fc.double().filter((value) => !Number.isInteger(value)), (value) => {
        expect(() => formatBRL(value)).toThrow(RangeError);
      }),
    );
  });
});
