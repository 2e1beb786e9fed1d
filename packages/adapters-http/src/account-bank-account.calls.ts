import type { BankAccount, BankAccountInput } from '@publi/application';
import { userBankAccountRoutes } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { bankAccountFromWire, bankAccountToWire, withBankFieldNames } from './mappers/bank-account.mapper.js';
import { requestApi } from './request-api.js';

// The account's bank data (`/users/bank_account`), which `AxiosAccountAdapter` loads on first
// use: its schemas check the bank code against Banco Central's list and the Pix key, which the
// session's read, on every signed-in page, has no use for.

/** `PUT /users/bank_account`. */
export async function setUserBankAccount(client: AxiosInstance, account: BankAccountInput): Promise<BankAccount> {
  return bankAccountFromWire(await withBankFieldNames(requestApi(client, userBankAccountRoutes.updateUserBankAccount, { body: bankAccountToWire(account) })));
}

/** `GET /users/bank_account`: the account's, or `null`. */
export async function getUserBankAccount(client: AxiosInstance): Promise<BankAccount | null> {
  const account = await requestApi(client, userBankAccountRoutes.getUserBankAccount);
  return account === null ? null : bankAccountFromWire(account);
}
