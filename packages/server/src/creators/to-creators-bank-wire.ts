import type { BankAccountWire } from '@publi/contract';
import { bankByCode } from '@publi/domain';
import type { BankAccount } from './creator-profile.js';

/**
 * Bank data in wire names, for its owner's eyes only: the bank routes are its only callers.
 * `bank_name` comes from the domain's list; a code saved before the list was checked and
 * since gone from it is named by its number, so the answer never breaks.
 */
export function toBankAccountWire(account: BankAccount): BankAccountWire {
  return {
    bank_name: bankByCode(account.bankCode)?.name ?? `Banco ${account.bankCode}`,
    account_type: account.accountType,
    pix_key: account.pixKey,
    pix_key_type: account.pixKeyType,
    account: account.account,
    agency: account.agency,
    bank_code: account.bankCode,
    owner_name: account.ownerName,
    owner_document: account.ownerDocument,
  };
}
