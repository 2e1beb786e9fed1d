import { getBankByCode } from '@brazilian-utils/brazilian-utils/get-bank-by-code';
import type { Bank } from './bank.js';

/**
 * The bank with compensation code `code` (3 digits, such as `'001'` or `'260'`), or `null`
 * when Banco Central lists no bank with it. Only the exact 3-digit form is read: `'1'` or
 * `' 001'` is no code, so what is stored is always what the list names.
 *
 * @example bankByCode('001') // { code: '001', name: 'Banco do Brasil S.A.' }
 */
export function bankByCode(code: string): Bank | null {
  if (!/^[0-9]{3}$/.test(code)) return null;
  const bank = getBankByCode(code);
  return bank === null ? null : { code: bank.code, name: bank.name };
}
