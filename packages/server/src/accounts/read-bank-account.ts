import type { BankAccountWire } from '@publi/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { bankAccounts } from '../db/schema.js';
import { findUser } from './find-user.js';
import { requireCreator } from './require-creator.js';
import { toBankAccountWire } from './to-bank-account-wire.js';

/**
 * The caller's own bank account, or `null` when none was saved (`GET /users/bank_account`,
 * and `GET /creator/bank_account/details` with `creatorOnly`). The account is always the
 * token's: there is no parameter that could name someone else's.
 *
 * @throws AppError `USER.NOT_FOUND` without an account; `CREATOR.ONLY` as for saving.
 */
export async function readBankAccount(
  db: Database,
  externalId: string,
  options: { readonly creatorOnly: boolean },
): Promise<BankAccountWire | null> {
  const user = await findUser(db, externalId);
  if (options.creatorOnly) requireCreator(user);
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
  return row ? toBankAccountWire(row) : null;
}
