import type { BankAccountWire } from '@publi/contract';
import type { bankAccounts } from '../db/schema.js';

/** Bank data in wire names, for its owner's eyes only: the bank routes are its only callers. */
export function toBankAccountWire(row: typeof bankAccounts.$inferSelect): BankAccountWire {
  return {
    account: row.account,
    agency: row.agency,
    bank_code: row.bankCode,
    owner_name: row.ownerName,
    owner_document: row.ownerDocument,
  };
}
