import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount.js';
import { formatBRL } from './format-brl.js';

describe('formatAmount', () => {
  it('writes thousands dots and a decimal comma, without the currency sign', () => {
    expect(formatAmount(180_050)).toBe('1.800,50');
    expect(formatAmount(5)).toBe('0,05');
    expect(formatAmount(100_000_000)).toBe('1.000.000,00');
    expect(formatAmount(-5)).toBe('-0,05');
  });

  it('is what formatBRL writes after the currency sign', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (centavos) => {
      expect(formatBRL(centavos)).toBe(`R$\u00a0${formatAmount(centavos)}`);
    }));
  });
});
