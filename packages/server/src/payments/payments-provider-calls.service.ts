import { API_ERRORS } from '@publi/contract';
import { CreatorsBankRepository } from '../creators/creators-bank.repository.js';
import type { Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { payoutDestinationOf } from '../payouts/payout-destination.js';
import { ProviderRefusedError, ProviderUnansweredError, ProviderUnavailableError } from '../ports/payment-provider.port.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsProviderCallsRepository, type ProviderCallRow } from './payments-provider-calls.repository.js';
import { lockWhatTheCallMoves, recordChargeAnswer, recordPayoutAnswer, recordPayoutRefusal, recordRefundAnswer, recordRefundRefusal } from './provider-answers.js';

/** What carrying out provider calls needs: the database, the clock and the provider. */
export type ProviderCallsDeps = Pick<MoneyDeps, 'db' | 'clock' | 'provider'>;

/** How long a call may stay unanswered before the clock's sweep calls again: longer than any request waits for the provider. */
export const RESUME_AFTER_MS = 60_000;
const RESUME_BATCH = 50;

type Recorder = (tx: Transaction, call: ProviderCallRow, now: Date) => Promise<void>;

/**
 * The second half of every call to the payment provider that moves money (README, "Provider
 * calls"). The first half, in the caller's transaction, wrote the call's intent under an
 * idempotency key and committed; here the provider is called with that key outside any
 * transaction, and its answer recorded in a transaction of its own. A call left unanswered (a
 * crash, a timeout) is carried out again with the same key by whoever finds it: the same payment
 * request retried, the provider's next event about the charge, or the clock's sweep. The provider
 * acts once per key, and the answer is recorded once, under the call's row lock.
 */
export class PaymentsProviderCallsService {
  constructor(private readonly deps: ProviderCallsDeps) {}

  /**
   * Makes call `key` (with the checkout's `cardToken` for a card charge's first call; a repeated
   * one gets the provider's first answer without it) and records the answer. Answers the call
   * as recorded; one answered already is answered as it is.
   *
   * @throws AppError `PAYMENT.CARD_TOKEN_INVALID` and `PAYMENT.PROVIDER_UNAVAILABLE` for a charge
   * the provider certainly did not make (its call is dropped); ProviderUnavailableError for a refund or
   * payout (left for the sweep); anything else leaves the call to be repeated.
   */
  async carryOut(key: string, cardToken = ''): Promise<ProviderCallRow> {
    const call = await new PaymentsProviderCallsRepository(this.deps.db).find(key);
    if (call === undefined) throw new Error('no provider call under this key');
    if (call.answeredAt !== null) return call;
    let record: Recorder | null;
    try {
      record = await this.ask(call, cardToken);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError) || call.kind !== 'charge') throw error;
      await new PaymentsProviderCallsRepository(this.deps.db).removeUnanswered([key]);
      throw new AppError('PAYMENT.PROVIDER_UNAVAILABLE');
    }
    if (record === null) {
      await new PaymentsProviderCallsRepository(this.deps.db).removeUnanswered([key]);
      throw new AppError('PAYMENT.CARD_TOKEN_INVALID', { card_token: API_ERRORS['PAYMENT.CARD_TOKEN_INVALID'].message });
    }
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await lockWhatTheCallMoves(tx, call);
      const calls = new PaymentsProviderCallsRepository(tx);
      // Dropped meanwhile by a repeat the provider could not take: what it answered here still happened.
      await calls.insert(call);
      const locked = await calls.lock(key);
      if (locked === undefined || locked.answeredAt !== null) return locked ?? call;
      await record(tx, locked, now);
      return (await calls.find(key)) ?? locked;
    });
  }

  /** Carries out each call; one the provider cannot take now, or did not answer, is left for the sweep. */
  async carryOutAll(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.carryOut(key);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError || error instanceof ProviderUnansweredError)) throw error;
      }
    }
  }

  /** The provider's event about `chargeId` arrived: its refunds still unanswered are carried out (a crash may have lost their answers). */
  async resumeRefundsOfCharge(chargeId: string): Promise<void> {
    await this.carryOutAll(await new PaymentsProviderCallsRepository(this.deps.db).unansweredRefundsOfCharge(chargeId));
  }

  /**
   * The clock's sweep: carries out again the calls left unanswered for {@link RESUME_AFTER_MS}.
   * Answers how many were recorded; a charge the provider never made is dropped.
   *
   * @throws AggregateError naming the calls that failed again (the next sweep tries them once more).
   */
  async resumeUnanswered(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now().getTime() - RESUME_AFTER_MS);
    const keys = await new PaymentsProviderCallsRepository(this.deps.db).unansweredSince(cutoff, RESUME_BATCH);
    const failures: unknown[] = [];
    let recorded = 0;
    for (const key of keys) {
      try {
        if ((await this.carryOut(key)).answeredAt !== null) recorded += 1;
      } catch (error) {
        // A card charge repeated without its token, never made: nothing was charged, and its call is gone.
        if (!(error instanceof AppError && error.code === 'PAYMENT.CARD_TOKEN_INVALID')) failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${String(failures.length)} provider calls are still unanswered`);
    return recorded;
  }

  /** Calls the provider with the call's own key; answers how to record its answer, or null when it did nothing (an invalid card token). */
  private async ask(call: ProviderCallRow, cardToken: string): Promise<Recorder | null> {
    const { request, idempotencyKey } = call;
    switch (request.kind) {
      case 'charge': {
        const charge =
          request.pixExpiresAt === null
            ? await this.deps.provider.createCardCharge({
                reference: request.reference,
                amountCentavos: request.totalCentavos,
                cardToken,
                idempotencyKey,
                payer: request.payer ?? (await new PaymentsProviderCallsRepository(this.deps.db).payerOf(request.payment.brandId)),
              })
            : await this.deps.provider.createPixCharge({
                reference: request.reference,
                amountCentavos: request.totalCentavos,
                expiresAt: new Date(request.pixExpiresAt),
                idempotencyKey,
                ...(request.pixDue === undefined ? {} : { due: request.pixDue }),
              });
        if (charge === 'invalid_token') return null;
        return (tx, locked, now) => recordChargeAnswer(tx, locked, request, charge, now);
      }
      case 'refund': {
        try {
          const refund = await this.deps.provider.refund({ chargeId: request.chargeId, amountCentavos: request.amountCentavos, idempotencyKey });
          return (tx, locked, now) => recordRefundAnswer(tx, locked, request, refund.id, now);
        } catch (error) {
          if (!(error instanceof ProviderRefusedError)) throw error;
          return (tx, locked, now) => recordRefundRefusal(tx, locked, request, error.reason, now);
        }
      }
      case 'payout': {
        const destination = payoutDestinationOf(await new CreatorsBankRepository(this.deps.db).find(request.creatorUserId));
        // Bank data cannot be removed while a payout is on its way (account deletion waits for it).
        if (destination === null) throw new Error('the payout has no destination');
        try {
          const payout = await this.deps.provider.payout({ reference: request.reference, amountCentavos: request.amountCentavos, destination: destination.destination, idempotencyKey });
          return (tx, locked, now) => recordPayoutAnswer(tx, locked, payout.id, now);
        } catch (error) {
          if (!(error instanceof ProviderRefusedError)) throw error;
          return (tx, locked, now) => recordPayoutRefusal(tx, locked, request, now);
        }
      }
    }
  }
}
