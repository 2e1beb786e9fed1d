import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/**
 * Whether `text` is a CPF with valid check digits, bare (`52998224725`) or with the usual mask
 * (`529.982.247-25`). Numbers made of one repeated digit pass the arithmetic but are never
 * issued, so they are refused.
 *
 * @example isCpf('529.982.247-25') // true
 * @example isCpf('123.456.789-00') // false (wrong check digits)
 */
export function isCpf(text: string): boolean {
  return isValidCpf(text);
}

/**
 * Whether `text` is a CNPJ with valid check digits, bare or with the usual mask
 * (`11.222.333/0001-81`). The alphanumeric CNPJ the Receita Federal issues since July 2026
 * (`12.ABC.345/01DE-35`) is accepted too, in any case.
 *
 * @example isCnpj('11.222.333/0001-81') // true
 */
export function isCnpj(text: string): boolean {
  return isValidCnpj(text, { version: 2 });
}
