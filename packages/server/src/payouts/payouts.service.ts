import { randomUUID } from 'node:crypto';
import { earningsStagesOf, mayRequestPayout, type LedgerBalances } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import { managedCreatorUserId } from '../agents/acting-for.js';
import { CreatorsBankRepository } from '../creators/creators-bank.repository.js';
import type { Queryable } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import { PaymentsLedgerRepository } from '../payments/payments-ledger.repository.js';
import { PaymentsProviderCallsRepository } from '../payments/payments-provider-calls.repository.js';
import { PaymentsProviderCallsService } from '../payments/payments-provider-calls.service.js';
import { payoutDestinationOf, type KnownDestination } from './payout-destination.js';
import { PayoutsRepository, type PayoutRow } from './payouts.repository.js';

// Twins of @publi/application's ContractEarnings and Earnings: the server's hold the ledger's balances and the payout row; the wire mapper derives the stages, totals and nudge.
/** One contract's money as the creator's earnings show it. */
export interface ContractEarnings {
  readonly contractId: number;
  readonly projectName: string;
  readonly brandName: string;
  readonly amountCentavos: number;
  readonly balances: LedgerBalances;
  readonly payout: PayoutRow | null;
}

/** A creator's earnings: per contract, where payouts go, and whether the caller may ask for one. */
export interface EarningsView {
  readonly creatorId: number;
  readonly contracts: readonly ContractEarnings[];
  readonly destination: KnownDestination | null;
  readonly canRequest: boolean;
}

/**
 * A creator's money and payouts: per contract, held until approval, then available, on its way
 * and paid out, read from the ledger; a payout asks the provider for every available amount,
 * and its outcome arrives by webhook (`PaymentsProviderEventsService`).
 */
export class PayoutsService {
  constructor(private readonly deps: MoneyDeps) {}

  /**
   * The earnings of the caller (a creator) or of `creatorId` (the caller's own card, or a creator
   * the calling agent acts for; agents see, only the creator asks for payouts).
   *
   * @throws AppError `CREATOR.ONLY`, `CREATOR.NOT_FOUND`, `AGENT.NOT_LINKED`.
   */
  async earnings(externalId: string, creatorId: number | undefined): Promise<EarningsView> {
    const caller = await findUser(this.deps.db, externalId);
    const card = creatorId === undefined ? await ownCard(this.deps.db, caller) : { id: creatorId, userId: await managedCreatorUserId(this.deps.db, externalId, creatorId) };
    return this.viewOf(this.deps.db, card, card.userId === caller.id);
  }

  /**
   * The creator asks for every available amount to be paid out, one payout per contract, under
   * the creator's account lock so two requests at once send the money once. Each payout is
   * written with its money on its way and its call's intent (an idempotency key) in that
   * transaction; the provider is asked once it has committed, and a payout it cannot take now, or
   * whose answer a crash lost, is sent again with the same key by the clock's sweep.
   *
   * @throws AppError `CREATOR.ONLY`, `PAYOUT.NO_DESTINATION`, `PAYOUT.NOTHING_AVAILABLE`.
   */
  async request(externalId: string): Promise<EarningsView> {
    const now = this.deps.clock.now();
    const { card, keys } = await this.deps.db.transaction(async (tx) => {
      const caller = await lockWritableUser(tx, externalId);
      const card = await ownCard(tx, caller);
      const destination = payoutDestinationOf(await new CreatorsBankRepository(tx).find(caller.id));
      if (destination === null) throw new AppError('PAYOUT.NO_DESTINATION');
      const before = await this.viewOf(tx, card, true);
      const due = before.contracts.filter((contract) => contract.balances.creator_available > 0);
      if (due.length === 0) throw new AppError('PAYOUT.NOTHING_AVAILABLE');
      const ledger = new PaymentsLedgerRepository(tx);
      const payouts = new PayoutsRepository(tx);
      const calls = new PaymentsProviderCallsRepository(tx);
      const keys: string[] = [];
      for (const contract of due) {
        const amountCentavos = contract.balances.creator_available;
        const payoutId = await payouts.insert({ contractId: contract.contractId, creatorId: card.id, amountCentavos, destinationLabel: destination.label, requestedAt: now });
        await ledger.record(contract.contractId, { kind: 'payout_requested', amountCentavos }, { payoutId }, now);
        const key = `payout-${randomUUID()}`;
        const request = { kind: 'payout' as const, reference: `publi-payout-${String(payoutId)}`, amountCentavos, creatorUserId: caller.id };
        await calls.insert({ idempotencyKey: key, kind: 'payout', contractId: contract.contractId, payoutId, request, createdAt: now });
        keys.push(key);
      }
      return { card, keys };
    });
    await new PaymentsProviderCallsService(this.deps).carryOutAll(keys);
    return this.viewOf(this.deps.db, card, true);
  }

  private async viewOf(db: Queryable, card: { id: number; userId: number }, own: boolean): Promise<EarningsView> {
    const payouts = new PayoutsRepository(db);
    const rows = await payouts.earningContracts(card.id);
    const ids = rows.map((row) => row.contractId);
    const balances = await new PaymentsLedgerRepository(db).balances(ids);
    const latest = await payouts.latestFor(ids);
    const destination = payoutDestinationOf(await new CreatorsBankRepository(db).find(card.userId));
    const earnings = rows
      .map((row) => ({ ...row, balances: balances.get(row.contractId) as LedgerBalances, payout: latest.find((payout) => payout.contractId === row.contractId) ?? null }))
      // A contract whose only money was a late Pix given back, or a refund, holds nothing for the creator.
      .filter((row) => row.balances.creator_held + row.balances.creator_available + row.balances.payout_pending + row.balances.creator_paid_out > 0);
    const canRequest = own && mayRequestPayout(destination !== null, earnings.map((row) => earningsStagesOf(row.balances)));
    return { creatorId: card.id, contracts: earnings, destination, canRequest };
  }
}

/** The caller's own creator card. @throws AppError `CREATOR.ONLY` for brands and agents. */
async function ownCard(db: Queryable, caller: Account): Promise<{ id: number; userId: number }> {
  const id = caller.type === 'creator' ? await new PayoutsRepository(db).creatorIdOf(caller.id) : undefined;
  if (id === undefined) throw new AppError('CREATOR.ONLY');
  return { id, userId: caller.id };
}
