import { deletionBlocker, type AccountInFlight } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { AccountsRepository } from '../accounts/accounts.repository.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { IdentityRemovalPort } from '../auth/identity-removal.port.js';
import { CartRepository } from '../cart/cart.repository.js';
import { refreshCreatorCard } from '../creators/refresh-creator-card.js';
import type { Database, Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { PaymentsLedgerRepository } from '../payments/payments-ledger.repository.js';
import type { BlobStorePort } from '../ports/blob-store.port.js';
import type { ClockPort } from '../ports/clock.port.js';
import { PrivacyEraseRepository } from './privacy-erase.repository.js';
import { PrivacyRepository } from './privacy.repository.js';

/** What deleting an account reaches beyond the database. */
export interface AccountDeletionDeps {
  readonly db: Database;
  readonly clock: ClockPort;
  readonly blobStore: BlobStorePort;
  readonly removeIdentity: IdentityRemovalPort;
}

/** One's own account deleted under the LGPD (art. 18, VI). */
export class PrivacyDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /**
   * Deletes the caller's account (`DELETE /account/user`) in one transaction: refused while
   * something is under way (the domain's `deletionBlocker`), otherwise the personal data erased
   * and the financial records kept anonymised (`erase`). The sign-in is removed at the identity
   * provider as the transaction's last step, so a provider outage is a 503 with nothing changed,
   * and the account never outlives its sign-in. Files go after the commit: a file left behind by
   * a crash there is one nothing points to any more.
   * A deactivated account may be deleted too; only the account's own token reaches it.
   *
   * @throws AppError `USER.NOT_FOUND`; `USER.DELETION_BLOCKED` with `fields.account` naming what
   * is under way; `SERVICE_UNAVAILABLE` when the identity provider cannot be reached.
   */
  async delete(callerUid: string): Promise<{ deleted: true }> {
    const files = await this.deps.db.transaction(async (tx) => {
      const user = await new AccountsRepository(tx).lockByExternalId(callerUid);
      if (!user) throw new AppError('USER.NOT_FOUND');
      const blocker = deletionBlocker(await this.inFlight(tx, user.id));
      if (blocker) throw new AppError('USER.DELETION_BLOCKED', { account: blocker.message });
      const released = await this.erase(tx, user, this.deps.clock.now());
      await this.deps.removeIdentity(callerUid);
      return released;
    });
    await Promise.allSettled(files.map((key) => this.deps.blobStore.remove(key)));
    return { deleted: true };
  }

  /**
   * What account `userId` still has going on, as the domain's `deletionBlocker` weighs it: its
   * open contracts (as brand or creator), a brand's payments still pending, and a creator's money
   * released but not asked for, or asked for and not yet in the bank. Read after the account row
   * is locked.
   */
  private async inFlight(tx: Transaction, userId: number): Promise<AccountInFlight> {
    const privacy = new PrivacyRepository(tx);
    const pendingPayments = await privacy.pendingPayments(userId);
    const balances = await new PaymentsLedgerRepository(tx).balances(await privacy.creatorContractIds(userId));
    let availableCentavos = 0;
    let payoutPendingCentavos = 0;
    for (const balance of balances.values()) {
      availableCentavos += balance.creator_available;
      payoutPendingCentavos += balance.payout_pending;
    }
    return { contracts: await new AccountsRepository(tx).openContracts(userId), pendingPayments, availableCentavos, payoutPendingCentavos };
  }

  /**
   * Erases account `user`'s personal data, keeping the rows other people and the law still need
   * (server README, "Privacy (LGPD)"):
   * - erased: the person's name, e-mail, phone, photo, bio, site and address, networks,
   *   categories, bank data and Pix key, cart, notifications, agent token, read marks, drafts and
   *   published projects no contract or payment names, and the files nothing kept points to;
   * - kept, under "Conta excluída": contracts and their chats and deliveries (the other party's
   *   record), payments, payouts and the ledger (5 years, CTN arts. 173-174), the security history
   *   (masked values only), and a brand's company name, CNPJ and razão social, which are a
   *   company's data, not a person's, and name the payer on the receipts kept;
   * - the identity-provider id is replaced, so no sign-in ever reaches the row again.
   *
   * @returns the keys of the uploaded files to remove once the transaction commits.
   */
  private async erase(tx: Transaction, user: Account, at: Date): Promise<readonly string[]> {
    const erase = new PrivacyEraseRepository(tx);
    const card = await erase.cardOf(user.id);
    // An agent leaving: each creator it acted for is unlinked, and their security history says so.
    const audit = new AuditRepository(tx);
    for (const creatorUserId of await erase.unlinkRepresented(user.id)) {
      await audit.record({ kind: 'agent_unlinked', accountId: creatorUserId, actorId: user.id, agentId: user.id });
    }
    await erase.deletePersonalRows(user);
    await erase.deleteUnsharedProjects(user.id);
    const files = await erase.releaseFiles(user.id);
    await erase.anonymise(user, at);
    if (card) {
      await erase.anonymiseCard(card.id);
      await refreshCreatorCard(tx, user.id);
      await new CartRepository(tx).removeCreatorOfAccount(user.id);
    }
    return files;
  }
}
