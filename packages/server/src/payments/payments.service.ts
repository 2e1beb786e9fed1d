import { API_ERRORS } from '@publi/contract';
import { hasWorkStarted, quotePayment, type PaymentMethod, type PaymentQuote } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Queryable, Transaction } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { ProviderUnavailableError, type DeclineReason, type ProviderCharge } from '../ports/payment-provider.port.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { requireBrand } from '../projects/require-brand.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsPayableRepository, type PayableContractRow } from './payments-payable.repository.js';
import { PaymentsRepository, type PaymentView } from './payments.repository.js';

// Twin of @publi/application's PaymentQuote: the server's keeps the domain's quote and the creators' names apart; the wire mapper joins them.
/** A quote with the project it is for, as the checkout shows it. */
export interface QuoteView {
  readonly quote: PaymentQuote;
  readonly projectId: number;
  readonly projectName: string;
  readonly creatorNames: ReadonlyMap<number, string>;
}

// Twin of @publi/application's PaymentRequest: the server depends on the contract and the domain, never on the application.
/** What the brand asks to pay: contracts of one project, by Pix or with the checkout's card token. */
export interface PaymentRequest {
  readonly contractIds: readonly number[];
  readonly method: PaymentMethod;
  readonly cardToken: string | undefined;
}

/** Contracts a brand is about to pay, with their project and creators' names. */
interface PayableContracts {
  readonly projectId: number;
  readonly projectName: string;
  readonly rows: readonly PayableContractRow[];
}

const DECLINES: Readonly<Record<DeclineReason, 'PAYMENT.CARD_DECLINED_FUNDS' | 'PAYMENT.CARD_DECLINED_FRAUD'>> = {
  insufficient_funds: 'PAYMENT.CARD_DECLINED_FUNDS',
  suspected_fraud: 'PAYMENT.CARD_DECLINED_FRAUD',
};
const REPLACED = 'Substituído por um novo pagamento destes contratos. Se este Pix for pago, o valor volta automaticamente.';
const PIX_EXPIRED = 'O Pix venceu sem pagamento.';
const SWEEP_BATCH = 100;

/**
 * A brand's payments: the quote, paying by Pix or card through the provider, and reading them.
 * Paying only creates the charge; the money moves when the provider's webhook settles it
 * (`PaymentsProviderEventsService`); reading them is `PaymentsReadService`'s. Decisions are in the README, "Payments".
 */
export class PaymentsService {
  constructor(private readonly deps: MoneyDeps) {}

  /** What paying `contractIds` together costs (`GET /payment/quote`). */
  async quote(externalId: string, contractIds: readonly number[]): Promise<QuoteView> {
    const brand = await findUser(this.deps.db, externalId);
    requireBrand(brand);
    return this.quoteOf(await this.payable(this.deps.db, brand, contractIds, false));
  }

  /**
   * Pays accepted contracts of one project (`POST /payment`), all under their rows' locks, so two
   * tabs or a double click make one charge: an identical Pix request gets the Pix already waiting
   * (`created` false); a different request replaces a waiting Pix (paid later, it is refunded);
   * a card payment still settling refuses a second one. A declined card is recorded, then refused.
   *
   * @throws AppError `PAYMENT.*` (see the route), `CONTRACT.NOT_FOUND`, `BRAND.ONLY`.
   */
  async pay(externalId: string, request: PaymentRequest): Promise<{ view: PaymentView; created: boolean }> {
    const cardToken = request.cardToken ?? '';
    if (request.method === 'card' && cardToken === '') throw new AppError('PAYMENT.CARD_TOKEN_REQUIRED', { card_token: API_ERRORS['PAYMENT.CARD_TOKEN_REQUIRED'].message });
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const brand = await lockWritableUser(tx, externalId);
      requireBrand(brand);
      const payable = await this.payable(tx, brand, request.contractIds, true);
      const waiting = await this.waitingPix(tx, payable, request.method, now);
      if (waiting !== null) return { id: waiting, created: false, declined: null };
      const { quote } = this.quoteOf(payable);
      const charge = await this.charge(request.method, cardToken, quote.totalCentavos, payable, now);
      const declined = charge.status === 'declined' ? charge.reason : null;
      const id = await new PaymentsRepository(tx).insert(
        {
          brandId: brand.id,
          projectId: payable.projectId,
          method: request.method,
          status: declined === null ? 'pending' : 'failed',
          amountCentavos: quote.amountCentavos,
          feeCentavos: quote.feeCentavos,
          providerChargeId: charge.id,
          pixCode: charge.pix?.code ?? null,
          pixQr: charge.pix?.qrImage ?? null,
          pixTxid: charge.pix?.txid ?? null,
          pixExpiresAt: charge.pix?.expiresAt ?? null,
          cardBrand: charge.card?.brand ?? null,
          cardLast4: charge.card?.last4 ?? null,
          statusReason: declined === null ? null : API_ERRORS[DECLINES[declined]].message,
          createdAt: now,
        },
        quote.items.map((item) => ({ contractId: item.contractId, amountCentavos: item.amountCentavos, feeCentavos: item.feeCentavos })),
      );
      return { id, created: true, declined };
    });
    // The declined attempt is kept (the brand's list shows it); the call still answers the decline.
    if (outcome.declined !== null) throw new AppError(DECLINES[outcome.declined]);
    return { view: await this.viewOf(outcome.id), created: outcome.created };
  }

  /** Marks the Pix charges past their expiry `expired` (the sweep's job); answers how many. */
  async expireOverduePix(): Promise<number> {
    return new PaymentsRepository(this.deps.db).expireOverduePix(this.deps.clock.now(), PIX_EXPIRED, SWEEP_BATCH);
  }

  /**
   * The brand's contracts `ids`, all of one project and all `accepted`: the project's row is locked
   * first and then the contracts' in id order (the order every contract write takes), so two
   * payments of the same contract run one after the other. With `lock` false nothing is locked (a quote).
   *
   * @throws AppError `CONTRACT.NOT_FOUND` for a contract that is not the brand's, `PAYMENT.MIXED_PROJECTS`,
   * `PAYMENT.NOT_PAYABLE` (with the contract's status) for one not waiting for payment.
   */
  private async payable(db: Queryable, brand: Account, ids: readonly number[], lock: boolean): Promise<PayableContracts> {
    const repository = new PaymentsPayableRepository(db);
    const peek = await repository.peek(ids);
    if (peek.length !== ids.length || peek.some((row) => row.brandId !== brand.id)) throw new AppError('CONTRACT.NOT_FOUND');
    const projectIds = new Set(peek.map((row) => row.projectId));
    const [projectId] = [...projectIds];
    if (projectIds.size !== 1 || projectId === undefined) throw new AppError('PAYMENT.MIXED_PROJECTS');
    const projects = new ProjectsRepository(db);
    const projectName = (lock ? await projects.lock(projectId) : await projects.find(projectId))?.name;
    const rows = await repository.withCreators(ids, lock);
    const unpayable = rows.find((row) => row.status !== 'accepted');
    if (unpayable) {
      // The work started only once it was paid, so from there on the contract has been paid (changes asked for included).
      const message = hasWorkStarted(unpayable.status) ? 'O contrato já foi pago.' : undefined;
      throw new AppError('PAYMENT.NOT_PAYABLE', { contract_ids: message ?? `O contrato com ${unpayable.creatorName} não está aguardando pagamento.` }, message);
    }
    return { projectId, projectName: projectName ?? '', rows };
  }

  private quoteOf(payable: PayableContracts): QuoteView {
    const quote = quotePayment(payable.rows.map((row) => ({ contractId: row.id, amountCentavos: row.amountCentavos })), this.deps.feeBasisPoints);
    return { quote, projectId: payable.projectId, projectName: payable.projectName, creatorNames: new Map(payable.rows.map((row) => [row.id, row.creatorName])) };
  }

  /**
   * The Pix already waiting for exactly these contracts, when this is a Pix request too; other
   * waiting Pix charges of these contracts are replaced (expired here). A card payment still
   * settling is in the way.
   */
  private async waitingPix(tx: Transaction, payable: PayableContracts, method: PaymentMethod, now: Date): Promise<number | null> {
    const repository = new PaymentsRepository(tx);
    const open = await repository.openFor(payable.rows.map((row) => row.id));
    const paymentIds = [...new Set(open.map((item) => item.paymentId))];
    const asked = payable.rows.map((row) => row.id).sort((a, b) => a - b);
    for (const paymentId of paymentIds) {
      const row = await repository.lock(paymentId);
      if (!row || row.status !== 'pending') continue;
      if (row.method === 'card') throw new AppError('PAYMENT.IN_PROGRESS');
      const covers = open.filter((item) => item.paymentId === paymentId).map((item) => item.contractId);
      const fresh = row.pixExpiresAt !== null && row.pixExpiresAt.getTime() > now.getTime();
      const same = method === 'pix' && fresh && paymentIds.length === 1 && covers.length === asked.length && (await this.coversExactly(tx, paymentId, asked));
      if (same) return paymentId;
      await repository.update(paymentId, { status: 'expired', statusReason: fresh ? REPLACED : PIX_EXPIRED });
    }
    return null;
  }

  private async coversExactly(tx: Transaction, paymentId: number, asked: readonly number[]): Promise<boolean> {
    const [view] = await new PaymentsRepository(tx).views({ id: paymentId }, 1);
    const covered = (view?.items ?? []).map((item) => item.contractId).sort((a, b) => a - b);
    return covered.length === asked.length && covered.every((id, index) => id === asked[index]);
  }

  private async charge(method: PaymentMethod, cardToken: string, totalCentavos: number, payable: PayableContracts, now: Date): Promise<ProviderCharge> {
    const reference = `publi-project-${String(payable.projectId)}-contracts-${payable.rows.map((row) => row.id).join('-')}`;
    let charge: ProviderCharge | 'invalid_token';
    try {
      charge =
        method === 'pix'
          ? await this.deps.provider.createPixCharge({ reference, amountCentavos: totalCentavos, expiresAt: new Date(now.getTime() + this.deps.pixExpiryMinutes * 60_000) })
          : await this.deps.provider.createCardCharge({ reference, amountCentavos: totalCentavos, cardToken });
    } catch (error) {
      throw error instanceof ProviderUnavailableError ? new AppError('PAYMENT.PROVIDER_UNAVAILABLE') : error;
    }
    if (charge === 'invalid_token') throw new AppError('PAYMENT.CARD_TOKEN_INVALID', { card_token: API_ERRORS['PAYMENT.CARD_TOKEN_INVALID'].message });
    return charge;
  }

  private async viewOf(id: number): Promise<PaymentView> {
    const [view] = await new PaymentsRepository(this.deps.db).views({ id }, 1);
    if (!view) throw new AppError('PAYMENT.NOT_FOUND');
    return view;
  }
}
