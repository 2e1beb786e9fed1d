import { z } from 'zod';
import { missingMessage } from './field-messages.js';

/**
 * The 27 federative units' siglas. Written out here rather than read from the domain's
 * states-and-cities dataset, which is tens of kilobytes the client must not load just to
 * check two letters; a test keeps the two lists equal.
 */
export const BRAZIL_UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA', 'PB', 'PE', 'PI', 'PR',
  'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

/** One of {@link BRAZIL_UFS}. */
export type BrazilUf = (typeof BRAZIL_UFS)[number];

// Only plain ASCII letters may be upper-cased into a sigla ("ſp".toUpperCase() is "SP").
const TWO_LETTERS = /^\s*[A-Za-z]{2}\s*$/;

/**
 * A state sigla in any letter case (`pe`, ` PE `), read as upper case; anything else is
 * refused with "Informe a sigla de um estado, como SP."
 */
export function brazilUf(label = 'o estado') {
  const message = `${missingMessage(label)} Use a sigla de um estado, como SP.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && TWO_LETTERS.test(value) ? value.trim().toUpperCase() : value),
    z.enum(BRAZIL_UFS, { error: message }),
  );
}
