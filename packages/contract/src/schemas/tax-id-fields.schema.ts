import { isCnpj, isCpf } from '@publi/domain';
import { z } from 'zod';

const CNPJ_MESSAGE = 'Informe um CNPJ válido, como 11.222.333/0001-81.';

// Punctuation people type (11.222.333/0001-81) is dropped and letters (the alphanumeric CNPJ)
// are upper-cased: what is stored is the document's 11 or 14 characters.
const compact = (text: string) => text.replace(/[.\-/\s]/g, '').toUpperCase();

/** A CNPJ (numeric or alphanumeric), checked by the domain, kept as its 14 characters. */
export function cnpjField() {
  return z
    .string({ error: CNPJ_MESSAGE })
    .trim()
    .max(20, { error: CNPJ_MESSAGE })
    .overwrite(compact)
    .refine((text) => isCnpj(text), { error: CNPJ_MESSAGE });
}

/** A CPF or CNPJ, as the owner of a bank account, checked by the domain and kept compact. */
export function taxIdField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(20, { error: message })
    .overwrite(compact)
    .refine((text) => isCpf(text) || isCnpj(text), { error: message });
}
