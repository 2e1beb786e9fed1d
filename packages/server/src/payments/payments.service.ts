import { createHash, randomUUID } from 'node:crypto';
import { API_ERRORS } from '@publi/contract';
import { hasWorkStarted, isOverPaymentLimit, quotePayment, type PaymentMethod, type PaymentQuote } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import { lockWritableUser } from '../accounts/lock-writable-user.js';
import type { Queryable, Transaction } from '../db/database.js';
import type { ProviderCallRequest } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { ProviderUnansweredError } from '../ports/payment-provider.port.js';
import { ProjectsRepository } from '../projects/projects.repository.js';
import { requireBrand } from '../projects/require-brand.js';
import { declineOf } from './card-declines.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsPayableRepository, type PayableContractRow } from './payments-payable.repository.js';
import { PaymentsProviderCallsRepository } from './payments-provider-calls.repository.js';
import { PaymentsProviderCallsService } from './payments-provider-calls.service.js';
import { PaymentsRepository, type PaymentView } from './payments.repository.js';
import { pixDueOffer, pixDueTermsOf, type PixDueOffer } from './pix-due-offer.js';
import { PIX_EXPIRED } from './provider-answers.js';

// Twin of @publi/application's PaymentQuote: the server's keeps the domain's quote and the creators' names apart; the wire mapper joins them.
/** A quote with the project it is for, as the checkout shows it. */
export interface QuoteView {
  readonly quote: PaymentQuote;
  readonly projectId: number;
  readonly projectName: string;
  readonly creatorNames: ReadonlyMap<number, string>;
  readonly pixDue: PixDueOffer;
}

// Twin of @publi/application's PaymentRequest: the server depends on the contract and the domain, never on the application.
/** What the brand asks to pay: contracts of one project, by Pix or with the checkout's card token. */
export interface PaymentRequest {
  readonly contractIds: readonly number[];
  readonly method: PaymentMethod;
  readonly cardToken: string | undefined;
  /** A Pix com vencimento's due date (`YYYY-MM-DD`, São Paulo's); only with `pix_due`. */
  readonly dueDate: string | undefined;
  /** The checkout's key for this attempt: sent again after a failure, it charges at most once. */
  readonly idempotencyKey: string | undefined;
}

/** Contracts a brand is about to pay, with their project and creators' names. */
interface PayableContracts {
  readonly projectId: number;
  readonly projectName: string;
  readonly rows: readonly PayableContractRow[];
}

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
    return this.quoteOf(await this.payable(this.deps.db, brand, contractIds, false), brand);
  }

  /**
   * Pays accepted contracts of one project (`POST /payment`): the charge's intent is written under
   * the contracts' locks with the attempt's idempotency key and committed, the provider is called
   * with that key outside the transaction, and its answer is recorded in a second one
   * (`PaymentsProviderCallsService`). The same attempt retried (the same key, contracts and method)
   * finds its intent and calls again with the same key, so it charges once. Under the locks an
   * identical Pix request gets the Pix already waiting (`created` false), a card payment still
   * settling or a charge still unanswered refuses another, and a different request replaces a
   * waiting Pix (paid later, it is refunded). A declined card is recorded, then refused.
   *
   * @throws AppError `PAYMENT.*` (see the route; `PAYMENT.OVER_LIMIT` before any call), `CONTRACT.NOT_FOUND`, `BRAND.ONLY`.
   */
  async pay(externalId: string, request: PaymentRequest): Promise<{ view: PaymentView; created: boolean }> {
    const cardToken = request.cardToken ?? '';
    if (request.method === 'card' && cardToken === '') throw new AppError('PAYMENT.CARD_TOKEN_REQUIRED', { card_token: API_ERRORS['PAYMENT.CARD_TOKEN_REQUIRED'].message });
    const now = this.deps.clock.now();
    const started = await this.deps.db.transaction(async (tx): Promise<{ key: string; fresh: boolean } | { waiting: number }> => {
      const brand = await lockWritableUser(tx, externalId);
      requireBrand(brand);
      const calls = new PaymentsProviderCallsRepository(tx);
      const key = chargeKey(brand.id, request);
      // This very attempt seen before: its charge is carried out or answered again, whatever the contracts are now.
      const earlier = await calls.find(key);
      if (earlier !== undefined) return { key, fresh: earlier.answeredAt === null };
      const payable = await this.payable(tx, brand, request.contractIds, true);
      const { quote } = this.quoteOf(payable, brand);
      if (isOverPaymentLimit(quote.amountCentavos)) throw new AppError('PAYMENT.OVER_LIMIT', { contract_ids: API_ERRORS['PAYMENT.OVER_LIMIT'].message });
      const due = pixDueTermsOf(request, brand, quote.totalCentavos, now);
      const waiting = await this.waitingPix(tx, payable, request, now);
      if (waiting !== null) return { waiting };
      const unanswered = await calls.unansweredChargeOf(payable.projectId);
      // Two tabs asking for the same Pix at once: the second waits for the first's charge.
      if (unanswered !== undefined && samePix(unanswered.request, request)) return { key: unanswered.idempotencyKey, fresh: false };
      if (unanswered !== undefined) throw new AppError('PAYMENT.IN_PROGRESS');
      const payment = { brandId: brand.id, projectId: payable.projectId, method: request.method, amountCentavos: quote.amountCentavos, feeCentavos: quote.feeCentavos, items: quote.items };
      const reference = `publi-project-${String(payable.projectId)}-contracts-${payable.rows.map((row) => row.id).join('-')}`;
      const pixExpiresAt = request.method === 'pix' ? new Date(now.getTime() + this.deps.pixExpiryMinutes * 60_000).toISOString() : (due?.expiresAt.toISOString() ?? null);
      // Providers such as Pagar.me charge a card for a customer: the brand, as its Pix com vencimento names it.
      const payer = { name: brand.legalName || brand.companyName || brand.name, email: brand.email, cnpj: brand.cnpj || null };
      const charge = { kind: 'charge' as const, reference, totalCentavos: quote.totalCentavos, pixExpiresAt, payment, ...(due === null ? {} : { pixDue: due.terms }), ...(request.method === 'card' ? { payer } : {}) };
      await calls.insert({ idempotencyKey: key, kind: 'charge', projectId: payable.projectId, request: charge, createdAt: now });
      return { key, fresh: true };
    });
    if ('waiting' in started) return { view: await this.viewOf(started.waiting), created: false };
    const call = await new PaymentsProviderCallsService(this.deps)
      .carryOut(started.key, cardToken)
      .catch((error: unknown) => {
        // Whether the provider made the charge is unknown: the same attempt retried finds it (or makes it) once.
        throw error instanceof ProviderUnansweredError ? new AppError('PAYMENT.PROVIDER_UNANSWERED') : error;
      });
    const view = await this.viewOf(call.paymentId ?? 0);
    // The declined attempt is kept (the brand's list shows it); the call still answers the decline.
    const declined = view.row.status === 'failed' ? declineOf(view.row.statusReason) : null;
    if (declined !== null) throw new AppError(declined);
    return { view, created: started.fresh };
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

  private quoteOf(payable: PayableContracts, brand: Account): QuoteView {
    const quote = quotePayment(payable.rows.map((row) => ({ contractId: row.id, amountCentavos: row.amountCentavos })), this.deps.feeBasisPoints);
    const creatorNames = new Map(payable.rows.map((row) => [row.id, row.creatorName]));
    return { quote, projectId: payable.projectId, projectName: payable.projectName, creatorNames, pixDue: pixDueOffer(brand, quote.totalCentavos, this.deps.clock.now()) };
  }

  /**
   * The Pix already waiting for exactly these contracts, when this request asks for the same (a Pix,
   * or a Pix com vencimento due the same day). A card payment still settling is in the way; other
   * waiting Pix charges are replaced once the new charge is recorded (`recordChargeAnswer`), so a
   * refused request changes nothing.
   */
  private async waitingPix(tx: Transaction, payable: PayableContracts, request: PaymentRequest, now: Date): Promise<number | null> {
    const repository = new PaymentsRepository(tx);
    const open = await repository.openFor(payable.rows.map((row) => row.id));
    const paymentIds = [...new Set(open.map((item) => item.paymentId))];
    const asked = payable.rows.map((row) => row.id).sort((a, b) => a - b);
    for (const paymentId of paymentIds) {
      const row = await repository.lock(paymentId);
      if (!row || row.status !== 'pending') continue;
      if (row.method === 'card') throw new AppError('PAYMENT.IN_PROGRESS');
      const fresh = row.pixExpiresAt !== null && row.pixExpiresAt.getTime() > now.getTime();
      const same = row.method === request.method && row.pixDueDate === (request.dueDate ?? null);
      if (same && fresh && paymentIds.length === 1 && (await this.coversExactly(tx, paymentId, asked))) return paymentId;
    }
    return null;
  }

  private async coversExactly(tx: Transaction, paymentId: number, asked: readonly number[]): Promise<boolean> {
    const [view] = await new PaymentsRepository(tx).views({ id: paymentId }, 1);
    const covered = (view?.items ?? []).map((item) => item.contractId).sort((a, b) => a - b);
    return covered.length === asked.length && covered.every((id, index) => id === asked[index]);
  }

  private async viewOf(id: number): Promise<PaymentView> {
    const [view] = await new PaymentsRepository(this.deps.db).views({ id }, 1);
    if (!view) throw new AppError('PAYMENT.NOT_FOUND');
    return view;
  }
}

/** Whether a charge's intent asks for the Pix `request` asks for: the same contracts, by the same kind of Pix (due the same day). */
function samePix(call: ProviderCallRequest, request: PaymentRequest): boolean {
  if (call.kind !== 'charge' || call.pixExpiresAt === null || call.payment.method !== request.method || call.pixDue?.dueDate !== request.dueDate) return false;
  const asked = new Set(request.contractIds);
  return call.payment.items.length === asked.size && call.payment.items.every((item) => asked.has(item.contractId));
}

/**
 * The provider's idempotency key of one attempt to pay: the brand, the checkout's key, the method
 * and the contracts, so the same key sent with other contracts or another method is another
 * attempt, and one brand's key never names another's. Without a key from the checkout, every
 * request is an attempt of its own.
 */
function chargeKey(brandId: number, request: PaymentRequest): string {
  const attempt = request.idempotencyKey ?? randomUUID();
  const contracts = [...request.contractIds].sort((a, b) => a - b).join(',');
  const digest = createHash('sha256').update(`${String(brandId)}|${attempt}|${request.method}|${contracts}`).digest('base64url').slice(0, 32);
  return `charge-${digest}`;
}
