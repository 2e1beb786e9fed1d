import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import { NO_EMAILS, type Notifier } from '../notifications/notifier.js';
import { AccountsRepository } from './accounts.repository.js';

/**
 * New sign-ins, told to the account's owner by a security e-mail. The app starts each session
 * with `GET /account/user`; its token's `auth_time` says when the person signed in. A later one
 * than the account's last is a new sign-in (a refreshed token keeps its `auth_time`, so a long
 * session is one sign-in). The first one an account is seen with (its sign-up, or its first start
 * after this existed) is recorded without an e-mail.
 */
export class AccountsSignInsService {
  constructor(private readonly deps: { readonly db: Database; readonly notifier: Notifier }) {}

  async notice(caller: VerifiedIdentity): Promise<void> {
    const signedInAt = caller.authTime;
    if (signedInAt === undefined) return;
    const emails = await this.deps.db.transaction(async (tx) => {
      const accounts = new AccountsRepository(tx);
      const user = await accounts.findByExternalId(caller.uid);
      if (!user || !(await accounts.advanceLastSignIn(user.id, signedInAt)) || user.lastSignInAt === null) return NO_EMAILS;
      return this.deps.notifier.recordSecurity(tx, user, 'sign_in', signedInAt);
    });
    await this.deps.notifier.deliver(emails);
  }
}
