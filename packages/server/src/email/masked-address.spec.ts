import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskedAddress } from './masked-address.js';

describe('maskedAddress', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskedAddress('ana.souza@exemplo.com.br')).toBe('a***@exemplo.com.br');
    expect(maskedAddress('élida@exemplo.com')).toBe('é***@exemplo.com');
  });

  it('never shows more than one character before the @', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const hint = maskedAddress(email);
        const at = email.lastIndexOf('@');
        expect(hint).toBe(`${email.charAt(0)}***${email.slice(at)}`);
      }),
    );
  });

  it('hides what is not an address at all', () => {
    expect(maskedAddress('')).toBe('***');
    expect(maskedAddress('@exemplo.com')).toBe('***');
  });
});
