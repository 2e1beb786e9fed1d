import { bankDataChanges, pixKeyInfo } from '@publi/domain';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import { refuseBankForOthers, type ActingFor } from '../agents/acting-for.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { Database } from '../db/database.js';
import { NO_EMAILS, type Notifier } from '../notifications/notifier.js';
import type { ClockPort } from '../ports/clock.port.js';
import type { BankAccount, BankAccountInput } from './creator-profile.js';
import { CreatorsBankRepository } from './creators-bank.repository.js';
import { requireCreator } from './require-creator.js';

/** Whether a bank route is one of `/creator/...`, which refuse other account types. */
export interface BankRouteOptions {
  readonly creatorOnly: boolean;
}

/**
 * Bank data and the Pix key of the caller, for their eyes only (`/users/bank_account`, and
 * `/creator/bank_account` with `creatorOnly`). An agent naming a creator it manages is refused
 * (`refuseBankForOthers`): the account is always the caller's own. Nothing here logs: bank
 * data never reaches a log line, and the access log holds neither bodies nor headers.
 */
export class CreatorsBankService {
  /** `notifier` mails the owner a security e-mail on each saved change, dated by `clock`. */
  constructor(private readonly deps: { readonly db: Database; readonly notifier: Notifier; readonly clock: ClockPort }) {}

  /**
   * The caller's own bank account, or `null` when none was saved.
   *
   * @throws AppError `AGENT.BANK_FORBIDDEN` / `AGENT.NOT_LINKED` when `actingFor` names
   *   another creator; `USER.NOT_FOUND` without an account; `CREATOR.ONLY` as for saving.
   */
  async read(actingFor: ActingFor, options: BankRouteOptions): Promise<BankAccount | null> {
    const { db } = this.deps;
    await refuseBankForOthers(db, actingFor);
    const user = await findUser(db, actingFor.callerUid);
    if (options.creatorOnly) requireCreator(user);
    return new CreatorsBankRepository(db).find(user.id);
  }

  /**
   * Saves the caller's bank account and Pix key, replacing the ones stored. The key's type is
   * derived here with the domain's `pixKeyInfo`, never taken from the request. What changed
   * goes to the security history, masked (`bankDataChanges`), and its owner gets a security
   * e-mail (written in the same transaction, sent after it).
   *
   * @returns the account as stored, to its owner.
   * @throws AppError as {@link read}; `CREATOR.ONLY` when `creatorOnly` and the account is not a creator.
   */
  async save(actingFor: ActingFor, input: BankAccountInput, options: BankRouteOptions): Promise<BankAccount> {
    await refuseBankForOthers(this.deps.db, actingFor);
    const pix = input.pixKey === null ? null : pixKeyInfo(input.pixKey);
    // The contract already stored the key in its canonical form, which reads back as itself.
    const account: BankAccount = { ...input, pixKey: pix?.value ?? null, pixKeyType: pix?.type ?? null };
    const { saved, emails } = await this.deps.db.transaction(async (tx) => {
      const user = await lockWritableUser(tx, actingFor.callerUid);
      if (options.creatorOnly) requireCreator(user);
      const bankAccounts = new CreatorsBankRepository(tx);
      const before = await bankAccounts.find(user.id);
      const saved = await bankAccounts.save(user.id, account);
      // In the same transaction: a refused or failed save leaves no event, a saved change always one.
      // Only the owner reaches this (an agent is refused `AGENT.BANK_FORBIDDEN`), so the owner is the actor.
      const { bank, pix: pixChanges } = bankDataChanges(before, saved);
      const audit = new AuditRepository(tx);
      if (bank.length > 0) await audit.record({ kind: 'bank_data_changed', accountId: user.id, actorId: user.id, changes: bank });
      if (pixChanges.length > 0) await audit.record({ kind: 'pix_key_changed', accountId: user.id, actorId: user.id, changes: pixChanges });
      const changed = bank.length + pixChanges.length > 0;
      return { saved, emails: changed ? await this.deps.notifier.recordSecurity(tx, user, 'bank_data_changed', this.deps.clock.now()) : NO_EMAILS };
    });
    await this.deps.notifier.deliver(emails);
    return saved;
  }
}
