import type { PasswordSignInPort } from '../auth/password-sign-in.port.js';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { OwnAccountView } from './account.js';
import { AccountsRepository } from './accounts.repository.js';
import { findUser } from './find-user.js';
import { loadAccountView } from './load-account-view.js';

/** What reading one's own account needs: the database, and the identity provider for `hasPassword`. */
export interface AccountsReadDeps {
  readonly db: Database;
  readonly passwordSignIn: PasswordSignInPort;
}

/**
 * Reading one's own account. The two reads that take an id answer only the caller's own and
 * refuse any other before looking, so the answer never tells whether another account exists.
 */
export class AccountsReadService {
  constructor(private readonly deps: AccountsReadDeps) {}

  /**
   * `GET /account/user?external_id=`: the caller's own account, deactivated or not (the client
   * needs to know). `hasPassword` comes from the identity provider, asked beside the database,
   * so profile completion can count "Senha"; `email_verified` says whether e-mails reach it.
   *
   * @throws AppError `AUTH.FORBIDDEN` for another person's id, `USER.NOT_FOUND` before sign-up,
   * `SERVICE_UNAVAILABLE` when the identity provider cannot be asked.
   */
  async own(caller: VerifiedIdentity, externalId: string): Promise<OwnAccountView> {
    const callerUid = caller.uid;
    if (externalId !== callerUid) throw new AppError('AUTH.FORBIDDEN');
    const { db, passwordSignIn } = this.deps;
    const [stored, hasPassword] = await Promise.all([findUser(db, callerUid).then((user) => loadAccountView(db, user.id)), passwordSignIn(callerUid)]);
    // The one write of this read, only while it is needed: the account learns that its address
    // was confirmed from the first token that says so (the app's start after the person opened
    // the link), so the notice asking for it goes away and e-mails start.
    const confirmedNow = !stored.account.emailVerified && caller.emailVerified === true && caller.email?.toLowerCase() === stored.account.email.toLowerCase();
    if (confirmedNow) await new AccountsRepository(db).markEmailVerified(callerUid, stored.account.email);
    const view = confirmedNow ? { ...stored, account: { ...stored.account, emailVerified: true } } : stored;
    return { ...view, hasPassword };
  }

  /**
   * `GET /account/user/email?id=`: the e-mail of the caller's own account, by its numeric id.
   * Any other id is refused the same way, whether it exists or not, so the route cannot be
   * used to harvest addresses or to probe which ids exist.
   *
   * @throws AppError `USER.NOT_FOUND` before sign-up, `AUTH.FORBIDDEN` for any other id.
   */
  async ownEmail(callerUid: string, userId: number): Promise<string> {
    const user = await findUser(this.deps.db, callerUid);
    if (user.id !== userId) throw new AppError('AUTH.FORBIDDEN');
    return user.email;
  }
}
