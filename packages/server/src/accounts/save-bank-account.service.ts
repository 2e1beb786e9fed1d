import type { BankAccountBodyWire, BankAccountWire } from '@publi/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { bankAccounts } from '../db/schema.js';
import { lockWritableUser } from './lock-writable-user.js';
import { requireCreator } from './require-creator.js';
import { toBankAccountWire } from './to-bank-account-wire.js';

/**
 * Saves the caller's bank account, replacing the one stored (`PUT /users/bank_account`, and
 * `PUT /creator/bank_account` with `creatorOnly`). Nothing here logs: bank data never
 * reaches a log line, and the access log holds neither bodies nor headers.
 *
 * @returns the account as stored, to its owner.
 * @throws AppError `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
 */
export async function saveBankAccount(
  db: Database,
  externalId: string,
  body: BankAccountBodyWire,
  options: { readonly creatorOnly: boolean },
): Promise<BankAccountWire> {
  return db.transaction(async (tx) => {
    const user = await lockWritableUser(tx, externalId);
    if (options.creatorOnly) requireCreator(user);
    const values = {
      account: body.account,
      agency: body.agency,
      bankCode: body.bank_code,
      ownerName: body.owner_name,
      ownerDocument: body.owner_document ?? null,
    };
    const [saved] = await tx
      .insert(bankAccounts)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: bankAccounts.userId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    if (!saved) throw new Error('saveBankAccount: the bank account row was not returned');
    return toBankAccountWire(saved);
  });
}
