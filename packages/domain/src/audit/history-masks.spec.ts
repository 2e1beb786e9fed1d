import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskPixKeyForHistory, maskTaxId, visibleTailLength } from './history-masks.js';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });
const shownDigits = (masked: string) => masked.replace(/\D/g, '');

describe('maskAccountNumber', () => {
  it('shows an account as its last digits', () => {
    expect(maskAccountNumber('12345-6')).toBe('•••• 456');
    expect(maskAccountNumber('87654321')).toBe('•••• 4321');
    expect(maskAccountNumber('1-2')).toBe('•••• 2');
  });

  it('never shows more than the last 4 digits, nor more than half of them', () => {
    fc.assert(
      fc.property(digits(2, 14), fc.boolean(), (number, hyphen) => {
        const account = hyphen ? `${number.slice(0, -1)}-${number.slice(-1)}` : number;
        const shown = shownDigits(maskAccountNumber(account));
        expect(number.endsWith(shown)).toBe(true);
        expect(shown.length).toBe(visibleTailLength(number.length));
        expect(shown.length).toBeLessThanOrEqual(Math.min(4, number.length / 2));
      }),
    );
  });
});

describe('maskTaxId', () => {
  it('shows a CPF or a CNPJ by its last two digits only', () => {
    expect(maskTaxId('52998224725')).toBe('•••.•••.•••-25');
    expect(maskTaxId('11222333000181')).toBe('••.•••.•••/••••-81');
    fc.assert(
      fc.property(fc.oneof(digits(11, 11), digits(14, 14)), (id) => {
        expect(shownDigits(maskTaxId(id))).toBe(id.slice(-2));
      }),
    );
  });
});

describe('maskPixKeyForHistory', () => {
  it('masks each kind of key as its owner recognises it', () => {
    expect(maskPixKeyForHistory('cpf', '52998224725')).toBe('•••.•••.•••-25');
    expect(maskPixKeyForHistory('email', 'ana.souza@gmail.com')).toBe('a•••@gmail.com');
    expect(maskPixKeyForHistory('phone', '+5511987654321')).toBe('(••) •••••-4321');
    expect(maskPixKeyForHistory('evp', '123e4567-e89b-12d3-a456-426614174000')).toBe('123e••••');
  });

  it("never shows an e-mail's user part beyond its first letter, whatever its length", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.lastIndexOf('@');
        expect(maskPixKeyForHistory('email', email)).toBe(`${email.slice(0, 1)}•••${email.slice(at)}`);
      }),
    );
  });

  it('never shows more than the last four digits of a phone, nor more than four characters of a random key', () => {
    fc.assert(
      fc.property(digits(11, 11), fc.uuid(), (phone, uuid) => {
        const key = `+55${phone}`;
        expect(shownDigits(maskPixKeyForHistory('phone', key))).toBe(key.slice(-4));
        const masked = maskPixKeyForHistory('evp', uuid);
        expect(masked.replace(/•/g, '')).toBe(uuid.slice(0, 4));
      }),
    );
  });
});
