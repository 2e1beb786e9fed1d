import type { BankAccount, BankAccountInput } from '@publi/application';
import type { BankAccountBodyWire, BankAccountWire } from '@publi/contract';

/** A wire bank account (`bank_code`, `owner_name`...) in domain names. */
export function bankAccountFromWire(wire: BankAccountWire): BankAccount {
  return { account: wire.account, agency: wire.agency, bankCode: wire.bank_code, ownerName: wire.owner_name, ownerDocument: wire.owner_document };
}

/** A bank account form in wire names; a document left out stays out (the server keeps its value). */
export function bankAccountToWire(input: BankAccountInput): BankAccountBodyWire {
  return {
    account: input.account,
    agency: input.agency,
    bank_code: input.bankCode,
    owner_name: input.ownerName,
    ...(input.ownerDocument === undefined ? {} : { owner_document: input.ownerDocument }),
  };
}
