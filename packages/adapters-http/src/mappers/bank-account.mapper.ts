import { ApplicationError, type BankAccount, type BankAccountInput } from '@publi/application';
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

// The bank form's field names by the wire's, for the server's field messages.
const BANK_FIELDS_FROM_WIRE: Readonly<Record<string, keyof BankAccountInput>> = {
  bank_code: 'bankCode',
  account_type: 'accountType',
  owner_name: 'ownerName',
  owner_document: 'ownerDocument',
  pix_key: 'pixKey',
};

/**
 * Rethrows a refusal of a bank write with its field messages keyed by the form's names
 * (`ownerDocument`, not `owner_document`), so the screen puts each beside its field.
 */
export function withBankFieldNames<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (!(error instanceof ApplicationError)) throw error;
    const fields = Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [BANK_FIELDS_FROM_WIRE[name] ?? name, message]));
    throw new ApplicationError(error.code, error.message, fields);
  });
}
