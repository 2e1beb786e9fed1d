import { englishWordsIn, looksPortuguese } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { APPLICATION_ERROR_MESSAGES, type ApplicationErrorCode } from './application-error-messages.js';
import { ApplicationError } from './application-error.js';

const codes = Object.keys(APPLICATION_ERROR_MESSAGES) as ApplicationErrorCode[];

// The client's catalogue: what the adapters and use cases raise, and what the web shows as it is.
describe('APPLICATION_ERROR_MESSAGES', () => {
  it.each(codes)('gives %s a pt-BR sentence with no English', (code) => {
    const message = APPLICATION_ERROR_MESSAGES[code];
    expect(message.trim()).not.toBe('');
    expect(englishWordsIn(message)).toEqual([]);
    expect(looksPortuguese(message)).toBe(true);
  });

  it.each(codes)('is the message an ApplicationError of %s carries', (code) => {
    expect(new ApplicationError(code).message).toBe(APPLICATION_ERROR_MESSAGES[code]);
  });
});
