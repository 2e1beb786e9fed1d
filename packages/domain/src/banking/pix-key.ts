import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';

/** Kinds of Pix key (the DICT's): CPF, CNPJ, e-mail, mobile phone, random key (evp). */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';

/** A Pix key recognised and written in the DICT's canonical form for its kind. */
export interface PixKey {
  /** Which kind of key it is. */
  readonly type: PixKeyType;
  /** The canonical form: CPF/CNPJ without mask, e-mail lowercased, phone as `+55DDDNUMBER`, evp as a lowercase UUID. */
  readonly value: string;
}

/**
 * Reads a Pix key as a person types it and gives its kind and canonical form, or `null` when
 * it is no Pix key. Eleven digits valid as a CPF are a CPF unless written as a phone number
 * (`(11) 98765-4321`, `+55...`); a landline is not a Pix key (the DICT registers mobiles only).
 * The canonical form reads back as itself, so storing it and reading it again is stable.
 *
 * @example pixKeyInfo('Ana@Example.com ') // { type: 'email', value: 'ana@example.com' }
 * @example pixKeyInfo('(11) 98765-4321') // { type: 'phone', value: '+5511987654321' }
 */
export function pixKeyInfo(text: string): PixKey | null {
  const info = getPixKeyInfo(text);
  return info === null ? null : { type: info.type, value: info.value };
}
