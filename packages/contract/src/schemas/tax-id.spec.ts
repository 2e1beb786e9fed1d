import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf } from './tax-id.js';

// Reference computation, written from Receita Federal's description rather than shared with the code.
function checkDigitOf(digits: readonly number[], firstWeight: number, cycle: boolean): number {
  let sum = 0;
  let weight = firstWeight;
  for (const digit of digits) {
    sum += digit * weight;
    weight = cycle && weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base: readonly number[], cnpj: boolean): string {
  const first = checkDigitOf(base, cnpj ? 5 : 10, cnpj);
  const second = checkDigitOf([...base, first], cnpj ? 6 : 11, cnpj);
  return [...base, first, second].join('');
}

const notAllEqual = (digits: readonly number[]) => digits.some((digit) => digit !== digits[0]);
const cpfBase = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).filter(notAllEqual);
const cnpjBase = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }).filter(notAllEqual);

function withWrongLastDigit(text: string): string {
  const last = Number(text.at(-1));
  return text.slice(0, -1) + String((last + 1) % 10);
}

describe('isCpf', () => {
  it('accepts every number with the right check digits, and refuses a wrong one', () => {
    fc.assert(
      fc.property(cpfBase, (base) => {
        const cpf = withCheckDigits(base, false);
        expect(isCpf(cpf)).toBe(true);
        expect(isCpf(withWrongLastDigit(cpf))).toBe(false);
      }),
    );
  });

  it('refuses repeated digits, punctuation and other lengths', () => {
    for (const text of ['11111111111', '529.982.247-25', '5299822472', '529982247250', '']) expect(isCpf(text), text).toBe(false);
    expect(isCpf('52998224725')).toBe(true);
  });
});

describe('isCnpj', () => {
  it('accepts every number with the right check digits, and refuses a wrong one', () => {
    fc.assert(
      fc.property(cnpjBase, (base) => {
        const cnpj = withCheckDigits(base, true);
        expect(isCnpj(cnpj)).toBe(true);
        expect(isCnpj(withWrongLastDigit(cnpj))).toBe(false);
      }),
    );
  });

  it('knows a published example and refuses repeated digits', () => {
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('00000000000000')).toBe(false);
  });
});
