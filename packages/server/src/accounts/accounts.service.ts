import { lockActingAccount, type ActingFor } from '../agents/acting-for.js';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import { CreatorsRepository } from '../creators/creators.repository.js';
import type { Database, Queryable } from '../db/database.js';
import { uniqueViolationOf } from '../db/unique-violation.js';
import { AppError } from '../errors/app-error.js';
import type { AccountView, NewAccount, ProfileChanges } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { loadAccountView } from './load-account-view.js';
import { lockWritableUser } from './lock-writable-user.js';
import { resolveAddress, type AddressInput } from './resolve-address.js';

/** Everything the profile routes may change at once; each part is optional. */
export interface UserUpdate {
  readonly profile?: ProfileChanges;
  readonly address?: AddressInput | undefined;
  readonly categoryIds?: readonly number[] | undefined;
}

/** Where the address and the category list sit in the request, for field messages. */
export interface UpdatePaths {
  /** The address's prefix (`address.` inside save-user-info). */
  readonly address?: string;
  /** The list's name (`categories_ids`). */
  readonly categories?: string;
}

const EMAIL_MISMATCH_MESSAGE = 'Use o e-mail com que você entrou na conta.';
const UNKNOWN_CATEGORY_MESSAGE = 'Esta categoria não existe. Escolha uma da lista.';

/**
 * One's own account: creating it, the profile (fields, address, categories), the account type
 * and the e-mail. Every write locks the account's row first, so two tabs writing at once run
 * one after the other, and refreshes the creator card in the same transaction when it changes
 * what the card shows. Reads are `AccountsReadService`'s, deactivation `AccountsStatusService`'s.
 */
export class AccountsService {
  /** `db` may be an open transaction (the demo accounts' seed), where each write is a savepoint. */
  constructor(private readonly deps: { readonly db: Database }) {}

  /**
   * Creates the caller's own account (`POST /account/user`): `externalId` must be the token's
   * uid, and the e-mail the token's when the token has one, so nobody creates an account for
   * someone else or under another address. A creator gets their search card in the same
   * transaction.
   *
   * @throws AppError `USER.EXTERNAL_ID_MISMATCH` (403), `USER.ALREADY_EXISTS` (409), or
   *   `REQUEST.INVALID` for an e-mail that is not the token's.
   */
  async create(identity: Pick<VerifiedIdentity, 'uid' | 'email' | 'emailVerified'>, account: NewAccount): Promise<AccountView> {
    if (account.externalId !== identity.uid) throw new AppError('USER.EXTERNAL_ID_MISMATCH');
    if (identity.email !== undefined && identity.email.toLowerCase() !== account.email.toLowerCase()) {
      throw new AppError('REQUEST.INVALID', { email: EMAIL_MISMATCH_MESSAGE });
    }
    try {
      return await this.deps.db.transaction(async (tx) => {
        const accounts = new AccountsRepository(tx);
        if (await accounts.findByExternalId(identity.uid)) throw new AppError('USER.ALREADY_EXISTS');
        // Confirmed only when the token says so for this very address (a Google sign-up does; a password sign-up confirms by the link).
        const userId = await accounts.insert({ ...account, emailVerified: identity.emailVerified === true && identity.email !== undefined });
        if (account.type === 'creator') await CreatorsRepository.createCard(tx, userId, account.name);
        return await loadAccountView(tx, userId);
      });
    } catch (error) {
      // Two sign-up calls at once: the second insert meets the first's row.
      if (uniqueViolationOf(error) === 'users_external_id_key') throw new AppError('USER.ALREADY_EXISTS');
      throw error;
    }
  }

  /**
   * Applies a profile change to the caller's own account, or to the creator a linked agent acts
   * for (`actingFor`, see `lockActingAccount`), in one transaction: profile fields, address,
   * categories, then the creator card, so a failed part (an unknown city, a category that does
   * not exist) leaves nothing half-written. Serves `PUT /account/user`, `PUT /account/user/address`,
   * `PUT /account/user/categories` and `POST /users/save-user-info`.
   *
   * @throws AppError `REQUEST.INVALID` with a pt-BR message per wrong field; as `lockActingAccount`.
   */
  async update(actingFor: ActingFor, update: UserUpdate, paths: UpdatePaths = {}): Promise<AccountView> {
    return this.deps.db.transaction(async (tx) => {
      const user = await lockActingAccount(tx, actingFor);
      const address = update.address === undefined ? undefined : resolveAddress(update.address, paths.address);
      await new AccountsRepository(tx).update(user.id, { ...update.profile, ...address });
      if (update.categoryIds !== undefined) await replaceCategories(tx, user.id, update.categoryIds, paths.categories);
      await new CreatorsRepository(tx).refreshCard(user.id);
      return loadAccountView(tx, user.id);
    });
  }

  /**
   * Sets the caller's account type (`POST /account/type`). The type is chosen once: asking
   * again for the same type answers the account unchanged (a retried request is harmless),
   * asking for another is refused. Becoming a creator creates the search card in the same
   * transaction.
   *
   * @throws AppError `USER.TYPE_ALREADY_SET` (409) when the account already has another type.
   */
  async setType(callerUid: string, type: NewAccount['type']): Promise<AccountView> {
    return this.deps.db.transaction(async (tx) => {
      const user = await lockWritableUser(tx, callerUid);
      if (user.type === type) return loadAccountView(tx, user.id);
      if (user.type !== null) throw new AppError('USER.TYPE_ALREADY_SET');
      await new AccountsRepository(tx).update(user.id, { type });
      if (type === 'creator') await CreatorsRepository.createCard(tx, user.id, user.name);
      return loadAccountView(tx, user.id);
    });
  }

  /**
   * Stores the e-mail of the caller's verified token as the account's, confirmed (`POST
   * /account/user/email`), after the person opened the provider's link: to confirm the address
   * they signed up with, or a new one.
   * The e-mail comes only from the token the provider signed, with `email_verified`, never from
   * a request: nobody can claim an address they do not own.
   *
   * @throws AppError `USER.EMAIL_NOT_VERIFIED` when the token has no e-mail or it is not
   * verified; `USER.NOT_FOUND`, `USER.INACTIVE` as for any write.
   */
  async syncEmail(identity: VerifiedIdentity): Promise<AccountView> {
    const { email } = identity;
    if (email === undefined || identity.emailVerified !== true) throw new AppError('USER.EMAIL_NOT_VERIFIED');
    return this.deps.db.transaction(async (tx) => {
      const user = await lockWritableUser(tx, identity.uid);
      // The card holds no e-mail, so nothing else follows the change. Confirming an address the
      // mail server refused says it works now: the refusal's notice goes, and e-mails try again.
      if (user.email !== email || !user.emailVerified || user.emailRefusedAt !== null) await new AccountsRepository(tx).update(user.id, { email, emailVerified: true, emailRefusedAt: null });
      return loadAccountView(tx, user.id);
    });
  }
}

/**
 * Replaces the account's categories with `categoryIds` (the contract already refused repeats).
 * Every id must name an existing category; an unknown one is a 400 with a message at its
 * index, and nothing is changed. The caller refreshes the creator card afterwards.
 */
async function replaceCategories(tx: Queryable, userId: number, categoryIds: readonly number[], field = 'categories_ids'): Promise<void> {
  const accounts = new AccountsRepository(tx);
  const known = await accounts.knownCategoryIds(categoryIds);
  const unknown = Object.fromEntries(
    categoryIds.flatMap((id, index) => (known.has(id) ? [] : [[`${field}.${index}`, UNKNOWN_CATEGORY_MESSAGE]])),
  );
  if (Object.keys(unknown).length > 0) throw new AppError('REQUEST.INVALID', unknown);
  await accounts.replaceCategories(userId, categoryIds);
}
