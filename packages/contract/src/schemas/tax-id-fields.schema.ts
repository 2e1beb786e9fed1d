import { z } from 'zod';
import { isCnpj, isCpf } from './tax-id.js';

const CNPJ_MESSAGE = 'Informe um CNPJ válido, como 11.222.333/0001-81.';

// Punctuation people type (11.222.333/0001-81) is dropped; the digits are kept.
const withoutPunctuation = (text: string) => text.replace(/[.\-/\s]/g, '');

/** A CNPJ, read with or without punctuation and kept as its 14 digits. */
export function cnpjField() {
  return z
    .string({ error: CNPJ_MESSAGE })
    .trim()
    .max(20, { error: CNPJ_MESSAGE })
    .overwrite(withoutPunctuation)
    .refine((digits) => isCnpj(digits), { error: CNPJ_MESSAGE });
}

/** A CPF or CNPJ, as the owner of a bank account. */
export function taxIdField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(20, { error: message })
    .overwrite(withoutPunctuation)
    .refine((digits) => isCpf(digits) || isCnpj(digits), { error: message });
}
