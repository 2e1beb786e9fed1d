import type { BankAccountWire } from '@publi/contract';
import type { BankAccount } from './creator-profile.js';

/** Bank data in wire names, for its owner's eyes only: the bank routes are its only callers. */
export function toBankAccountWire(account: BankAccount): BankAccountWire {
  return {
    account: account.account,
    agency: account.agency,
    bank_code: account.bankCode,
    owner_name: account.ownerName,
    owner_document: account.ownerDocument,
  };
}
