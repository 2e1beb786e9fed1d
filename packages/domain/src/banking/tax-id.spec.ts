import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf } from './tax-id.js';

// A plain reference: the Receita Federal's modulo-11 rule, written out for numeric documents.
function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const rest = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}
function referenceValid(text: string, weights: readonly number[]): boolean {
  const digits = Array.from(text, Number);
  if (digits.every((digit) => digit === digits[0])) return false;
  const first = checkDigit(digits, weights);
  const second = checkDigit(digits, [(weights[0] ?? 0) + 1, ...weights]);
  return digits[weights.length] === first && digits[weights.length + 1] === second;
}
const CPF_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const withDigits = (base: readonly number[], weights: readonly number[]) => {
  const first = checkDigit(base, weights);
  return [...base, first, checkDigit([...base, first], [(weights[0] ?? 0) + 1, ...weights])].join('');
};

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length });
const validCpf = digits(9).map((base) => withDigits(base, CPF_WEIGHTS)).filter((cpf) => !/^(\d)\1+$/.test(cpf));
const validCnpj = digits(12).map((base) => withDigits(base, CNPJ_WEIGHTS)).filter((cnpj) => !/^(\d)\1+$/.test(cnpj));
const maskCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const maskCnpj = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

describe('isCpf', () => {
  it('reads the spec examples', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('123.456.789-00')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCpf('')).toBe(false);
  });

  it('agrees with the reference on any 11 digits', () => {
    fc.assert(fc.property(digits(11), (list) => isCpf(list.join('')) === referenceValid(list.join(''), CPF_WEIGHTS)));
  });

  it('accepts every valid CPF with or without its mask', () => {
    fc.assert(fc.property(validCpf, (cpf) => isCpf(cpf) && isCpf(maskCpf(cpf))));
  });

  it('refuses a valid CPF with a check digit changed', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 1, max: 9 }), (cpf, shift) => {
        const changed = cpf.slice(0, 10) + String((Number(cpf[10]) + shift) % 10);
        expect(isCpf(changed)).toBe(false);
      }),
    );
  });
});

describe('isCnpj', () => {
  it('reads the usual examples, the alphanumeric CNPJ included', () => {
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11222333000181')).toBe(true);
    expect(isCnpj('11.222.333/0001-80')).toBe(false);
    expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('agrees with the reference on any 14 digits', () => {
    fc.assert(fc.property(digits(14), (list) => isCnpj(list.join('')) === referenceValid(list.join(''), CNPJ_WEIGHTS)));
  });

  it('accepts every valid numeric CNPJ with or without its mask, and never as a CPF', () => {
    fc.assert(fc.property(validCnpj, (cnpj) => isCnpj(cnpj) && isCnpj(maskCnpj(cnpj)) && !isCpf(cnpj)));
  });
});
