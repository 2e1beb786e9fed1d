import { bankDataChanges, pixKeyInfo } from '@publi/domain';
import { AuditRepository } from '../audit/audit.repository.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Database } from '../db/database.js';
import { BankAccountsRepository } from './bank-accounts.repository.js';
import type { BankAccount, BankAccountInput } from './creator-profile.js';
import { requireCreator } from './require-creator.js';

/**
 * Saves the caller's bank account and Pix key, replacing the ones stored (`PUT
 * /users/bank_account`, and `PUT /creator/bank_account` with `creatorOnly`). The key's type is
 * derived here with the domain's `pixKeyInfo`, never taken from the request. Nothing here
 * logs: bank data never reaches a log line, and the access log holds neither bodies nor headers.
 * What changed goes to the security history, masked (`bankDataChanges`).
 *
 * @returns the account as stored, to its owner.
 * @throws AppError `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
 */
export async function saveBankAccount(
  db: Database,
  externalId: string,
  input: BankAccountInput,
  options: { readonly creatorOnly: boolean },
): Promise<BankAccount> {
  const pix = input.pixKey === null ? null : pixKeyInfo(input.pixKey);
  // The contract already stored the key in its canonical form, which reads back as itself.
  const account: BankAccount = { ...input, pixKey: pix?.value ?? null, pixKeyType: pix?.type ?? null };
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    if (options.creatorOnly) requireCreator(user);
    const bankAccounts = new BankAccountsRepository(tx);
    const before = await bankAccounts.find(user.id);
    const saved = await bankAccounts.save(user.id, account);
    // In the same transaction: a refused or failed save leaves no event, a saved change always one.
    // Only the owner reaches this (an agent is refused `AGENT.BANK_FORBIDDEN`), so the owner is the actor.
    const { bank, pix } = bankDataChanges(before, saved);
    const audit = new AuditRepository(tx);
    if (bank.length > 0) await audit.record({ kind: 'bank_data_changed', accountId: user.id, actorId: user.id, changes: bank });
    if (pix.length > 0) await audit.record({ kind: 'pix_key_changed', accountId: user.id, actorId: user.id, changes: pix });
    return saved;
  });
}
