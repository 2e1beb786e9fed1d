import type { SessionsCutPort } from '../auth/sessions-cut.port.js';
import type { VerifiedIdentity } from '../auth/token-verifier.port.js';
import type { Database } from '../db/database.js';
import type { Notifier, PendingEmails } from '../notifications/notifier.js';
import { AccountsRepository } from './accounts.repository.js';

/** What telling sign-ins needs: the database, the notifier, and the identity provider's record of cut sessions. */
export interface AccountsSignInsDeps {
  readonly db: Database;
  readonly notifier: Notifier;
  readonly sessionsCutAt: SessionsCutPort;
}

/**
 * New sign-ins and password changes, told to the account's owner by security e-mails. The app
 * starts each session with `GET /account/user`; its token's `auth_time` says when the person
 * signed in, and a later one than the account's last is a new sign-in (a refreshed token keeps
 * its `auth_time`, so a long session is one sign-in). The identity provider cuts every session
 * when the password changes (Firebase's `tokensValidAfterTime`); a later cut than the one last
 * seen is a password change, told at the next start, whoever starts. The first of each an
 * account is seen with (its sign-up, or its first start after this existed) mails nothing.
 */
export class AccountsSignInsService {
  constructor(private readonly deps: AccountsSignInsDeps) {}

  async notice(caller: VerifiedIdentity): Promise<void> {
    // The provider out of reach costs only this check: the start goes on, and the next one asks again.
    const cutAt = await this.deps.sessionsCutAt(caller.uid).catch(() => null);
    // Most starts change nothing: a read answers that without a write.
    const seen = await new AccountsRepository(this.deps.db).findByExternalId(caller.uid);
    if (!seen || (!isLater(caller.authTime ?? null, seen.lastSignInAt) && !isLater(cutAt, seen.sessionsCutAt))) return;
    const emails = await this.deps.db.transaction(async (tx): Promise<PendingEmails[]> => {
      const accounts = new AccountsRepository(tx);
      const user = await accounts.findByExternalId(caller.uid);
      if (!user) return [];
      const told: PendingEmails[] = [];
      const signedInAt = caller.authTime;
      if (signedInAt !== undefined && (await accounts.advanceLastSignIn(user.id, signedInAt)) && user.lastSignInAt !== null) {
        told.push(await this.deps.notifier.recordSecurity(tx, user, 'sign_in', signedInAt));
      }
      if (cutAt !== null && (await accounts.advanceSessionsCut(user.id, cutAt)) && user.sessionsCutAt !== null) {
        told.push(await this.deps.notifier.recordSecurity(tx, user, 'password_changed', cutAt));
      }
      return told;
    });
    for (const pending of emails) await this.deps.notifier.deliver(pending);
  }
}

/** Whether `at` is a moment later than `last` (or there is no `last` yet). */
function isLater(at: Date | null, last: Date | null): boolean {
  return at !== null && (last === null || at.getTime() > last.getTime());
}
