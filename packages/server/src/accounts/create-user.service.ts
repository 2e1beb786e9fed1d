import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database } from '../db/database.js';
import { uniqueViolationOf } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView, NewAccount } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';

const EMAIL_MISMATCH_MESSAGE = 'Use o e-mail com que você entrou na conta.';

/**
 * Creates the caller's own account (`POST /account/user`): `externalId` must be the token's
 * uid, and the e-mail the token's when the token has one, so nobody creates an account for
 * someone else or under another address. A creator gets their search card in the same
 * transaction.
 *
 * @throws AppError `USER.EXTERNAL_ID_MISMATCH` (403), `USER.ALREADY_EXISTS` (409), or
 *   `REQUEST.INVALID` for an e-mail that is not the token's.
 */
export async function createUser(db: Database, identity: VerifiedIdentity, account: NewAccount): Promise<AccountView> {
  if (account.externalId !== identity.uid) throw new AppError('USER.EXTERNAL_ID_MISMATCH');
  if (identity.email !== undefined && identity.email.toLowerCase() !== account.email.toLowerCase()) {
    throw new AppError('REQUEST.INVALID', { email: EMAIL_MISMATCH_MESSAGE });
  }
  try {
    return await db.transaction(async (tx) => {
      const accounts = new AccountsRepository(tx);
      if (await accounts.findByExternalId(identity.uid)) throw new AppError('USER.ALREADY_EXISTS');
      const userId = await accounts.insert(account);
      if (account.type === 'creator') await CreatorsRepository.createCard(tx, userId, account.name);
      return await loadAccountView(tx, userId);
    });
  } catch (error) {
    // Two sign-up calls at once: the second insert meets the first's row.
    if (uniqueViolationOf(error) === 'users_external_id_key') throw new AppError('USER.ALREADY_EXISTS');
    throw error;
  }
}
