import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskBankAccount, maskPixKey, receiptDocument } from './mask-destination.js';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const digits = (length: number) => fc.string({ unit: fc.constantFrom(...DIGITS), minLength: length, maxLength: length });

describe('maskPixKey', () => {
  it('shows e-mails, CPFs and phones the way their owners recognise them', () => {
    expect(maskPixKey('email', 'ana.souza@exemplo.com.br')).toBe('a********@exemplo.com.br');
    expect(maskPixKey('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskPixKey('phone', '+5511987654321')).toBe('(11) *****-4321');
  });

  it('never shows a CPF, CNPJ, phone or random key whole', () => {
    fc.assert(
      fc.property(fc.constantFrom('cpf' as const, 'cnpj' as const), digits(14), (type, number) => {
        const key = type === 'cpf' ? number.slice(0, 11) : number;
        expect(maskPixKey(type, key).replace(/\D/g, '')).not.toBe(key);
        expect(maskPixKey(type, key).replace(/\D/g, '').length).toBeLessThanOrEqual(key.length - 5);
      }),
    );
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        expect(maskPixKey('evp', uuid).includes(uuid.slice(4))).toBe(false);
      }),
    );
  });

  it("never shows an e-mail's user part beyond its first letter", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.indexOf('@');
        const masked = maskPixKey('email', email);
        // The first letter, then a star for every other letter of the user part, three at least so a
        // short one is not told by its length (the user part may itself hold stars: "a*@a.aa"),
        // then the domain as it is.
        expect(masked).toBe(`${email.slice(0, 1)}${'*'.repeat(Math.max(3, at - 1))}${email.slice(at)}`);
      }),
    );
  });
});

describe('maskBankAccount', () => {
  it('keeps the last two digits of the account and its check digit, nothing before them', () => {
    expect(maskBankAccount('260', '0001', '12345-6')).toBe('Banco 260 · agência 0001 · conta ***45-6');
    fc.assert(
      fc.property(digits(10), (account) => {
        const masked = maskBankAccount('001', '1234', account);
        expect(masked).not.toContain(account.slice(0, -3));
      }),
    );
  });
});

describe('receiptDocument', () => {
  it('hides a CPF but for its middle digits and writes a CNPJ in full', () => {
    expect(receiptDocument('52998224725')).toBe('***.982.247-**');
    expect(receiptDocument('11222333000181')).toBe('11.222.333/0001-81');
  });
});
