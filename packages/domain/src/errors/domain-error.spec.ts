import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '../text/english-words.js';
import { looksPortuguese } from '../text/looks-portuguese.js';
import { DOMAIN_ERROR_MESSAGES, type DomainErrorCode } from './domain-error-messages.js';
import { DomainError, isDomainError } from './domain-error.js';

const codes = Object.keys(DOMAIN_ERROR_MESSAGES) as DomainErrorCode[];

describe('DomainError', () => {
  it('carries the stable code and the registry message for every code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), (code) => {
        const error = new DomainError(code);
        expect(error.code).toBe(code);
        expect(error.message).toBe(DOMAIN_ERROR_MESSAGES[code]);
        expect(isDomainError(error)).toBe(true);
        expect(isDomainError(error, code)).toBe(true);
      }),
    );
  });

  it('is told apart from other codes and from plain errors', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom(...codes), (thrown, asked) => {
        expect(isDomainError(new DomainError(thrown), asked)).toBe(thrown === asked);
      }),
    );
    expect(isDomainError(new Error('CEP inválido'))).toBe(false);
    expect(isDomainError({ code: 'POSTAL_CODE.INVALID', message: 'x' })).toBe(false);
  });

  it('has a pt-BR sentence for every code', () => {
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z_]+\.[A-Z_]+$/);
      expect(DOMAIN_ERROR_MESSAGES[code]).toMatch(/^[A-ZÀ-Ú].+\.$/);
      expect(englishWordsIn(DOMAIN_ERROR_MESSAGES[code]), code).toEqual([]);
      expect(looksPortuguese(DOMAIN_ERROR_MESSAGES[code]), code).toBe(true);
    }
  });
});
