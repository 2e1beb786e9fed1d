import type { BankAccount, BankAccountInput } from '@publi/application';
import type { BankAccountBodyWire, BankAccountWire } from '@publi/contract';

/** A wire bank account (`bank_code`, `account_type`, `pix_key`...) in domain names. */
export function bankAccountFromWire(wire: BankAccountWire): BankAccount {
  return {
    bankName: wire.bank_name,
    accountType: wire.account_type,
    pixKey: wire.pix_key,
    pixKeyType: wire.pix_key_type,
    account: wire.account,
    agency: wire.agency,
    bankCode: wire.bank_code,
    ownerName: wire.owner_name,
    ownerDocument: wire.owner_document,
  };
}

/** A bank account form in wire names; a Pix key left out stays out (the server keeps its value), `null` clears it. */
export function bankAccountToWire(input: BankAccountInput): BankAccountBodyWire {
  return {
    account_type: input.accountType,
    ...(input.pixKey === undefined ? {} : { pix_key: input.pixKey }),
    account: input.account,
    agency: input.agency,
    bank_code: input.bankCode,
    owner_name: input.ownerName,
    owner_document: input.ownerDocument,
  };
}
