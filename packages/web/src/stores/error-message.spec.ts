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
