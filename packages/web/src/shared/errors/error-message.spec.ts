import { APPLICATION_ERROR_MESSAGES, ApplicationError, type ApplicationErrorCode } from '@publi/application';
import { englishWordsIn, looksPortuguese } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { errorMessageOf } from './error-message.js';

const CODES = Object.keys(APPLICATION_ERROR_MESSAGES) as ApplicationErrorCode[];

describe('errorMessageOf', () => {
  it.each(CODES)('says %s with its pt-BR sentence', (code) => {
    expect(errorMessageOf(new ApplicationError(code))).toBe(APPLICATION_ERROR_MESSAGES[code]);
  });

  it.each([new Error('Request failed with status code 500'), new TypeError('Failed to fetch'), undefined])(
    'says a generic pt-BR sentence for anything else (%s), never its English',
    (thrown) => {
      const message = errorMessageOf(thrown);
      expect(englishWordsIn(message)).toEqual([]);
      expect(looksPortuguese(message)).toBe(true);
    },
  );
});

describe('errorMessageOf with a fallback', () => {
  it('says the fallback for an unknown failure, and still the server\'s sentence for its own', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'), 'Não foi possível carregar agora. Tente de novo.')).toBe('Não foi possível carregar agora. Tente de novo.');
    expect(errorMessageOf(new ApplicationError('CART.USER_ID_REQUIRED'), 'outra frase')).toBe(APPLICATION_ERROR_MESSAGES['CART.USER_ID_REQUIRED']);
  });
});
