import { APPLICATION_ERROR_MESSAGES, ApplicationError, type ApplicationErrorCode } from '@publi/application';
import { englishWordsIn, looksPortuguese } from '@publi/domain';
import { describe, expect, it } from 'vitest';
import { formErrorsFrom } from './form-errors.js';
import { FORM_MESSAGES } from './form-rules.js';

const CODES = Object.keys(APPLICATION_ERROR_MESSAGES) as ApplicationErrorCode[];
const FIELDS = ['email', 'password', 'name'] as const;

/** Every message a form shows for `error`, beside its fields or above them. */
function shown(error: unknown): string[] {
  const { fields, form } = formErrorsFrom(error, FIELDS);
  return [...Object.values(fields), form].filter((message): message is string => typeof message === 'string');
}

// The catalogue walk as a person meets it: whatever a form is handed, what it shows is pt-BR.
describe('formErrorsFrom', () => {
  it.each(CODES)('shows %s with its pt-BR sentence, and no English', (code) => {
    expect(shown(new ApplicationError(code))).toEqual([APPLICATION_ERROR_MESSAGES[code]]);
    for (const message of shown(new ApplicationError(code))) expect(englishWordsIn(message)).toEqual([]);
  });

  it.each([new Error('Network Error'), new TypeError('Cannot read properties of undefined'), 'boom', null])(
    'shows its generic pt-BR sentence for anything else (%s), never the English it carries',
    (thrown) => {
      const [message] = shown(thrown);
      expect(message).toBe('Não foi possível concluir agora. Tente de novo.');
      expect(englishWordsIn(message ?? '')).toEqual([]);
    },
  );

  it('puts the identity codes about one field beside that field', () => {
    expect(formErrorsFrom(new ApplicationError('IDENTITY.EMAIL_IN_USE'), FIELDS)).toEqual({
      fields: { email: APPLICATION_ERROR_MESSAGES['IDENTITY.EMAIL_IN_USE'] },
      form: null,
    });
  });
});

describe('FORM_MESSAGES', () => {
  it.each(Object.entries(FORM_MESSAGES))('says %s in pt-BR with no English', (_rule, message) => {
    expect(englishWordsIn(message)).toEqual([]);
    expect(looksPortuguese(message)).toBe(true);
  });
});
