/** A card's brand and last four digits: all Publi ever keeps of a card. */
export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
}

/** A Pix charge's payable parts: the BR Code ("copia e cola"), its QR image, its txid and expiry. */
export interface PixCharge {
  readonly code: string;
  /** A PNG data URL of the code's QR. */
  readonly qrImage: string;
  readonly txid: string;
  readonly expiresAt: Date;
}

/**
 * A Pix com vencimento's terms, as the API Pix's `cobv` takes them: payable at the charge's amount
 * until `dueDate`, then for `graceDays` more with the fine once and interest per calendar day; the
 * standard requires the payer (`devedor`), a company here.
 */
export interface PixDueTerms {
  readonly dueDate: string;
  readonly graceDays: number;
  readonly fineBasisPoints: number;
  readonly interestBasisPointsPerMonth: number;
  readonly payer: { readonly name: string; readonly cnpj: string };
}

/** Who pays a card charge, as providers such as Pagar.me require a customer: the brand's name, e-mail and CNPJ (null when it has none). */
export interface CardPayer {
  readonly name: string;
  readonly email: string;
  readonly cnpj: string | null;
}

/** Why a card was declined: the provider's reason, which Publi explains in pt-BR. */
export type DeclineReason = 'insufficient_funds' | 'suspected_fraud';

/**
 * A charge as the provider answers its creation: a Pix waiting to be paid, a card accepted for
 * settlement (both settle later, by webhook), or a card declined on the spot.
 */
export type ProviderCharge =
  | { readonly id: string; readonly status: 'pending'; readonly pix: PixCharge; readonly card: null }
  | { readonly id: string; readonly status: 'pending'; readonly pix: null; readonly card: CardSummary }
  | { readonly id: string; readonly status: 'declined'; readonly pix: null; readonly card: CardSummary; readonly reason: DeclineReason };

/** Where a payout goes: the creator's Pix key, or else the bank account. */
export type PayoutDestination =
  | { readonly kind: 'pix'; readonly key: string; readonly ownerName: string; readonly ownerDocument: string }
  | { readonly kind: 'bank'; readonly bankCode: string; readonly agency: string; readonly account: string; readonly ownerName: string; readonly ownerDocument: string };

/**
 * One charge, refund or payout as the provider's own records say, for the daily reconciliation.
 * Refunds are one record per charge: the total given back of it, under the charge's id (a
 * provider such as Pagar.me keeps refunds on the charge, not as objects of their own).
 */
export interface ProviderRecord {
  readonly kind: 'charge' | 'refund' | 'payout';
  /** The charge's or payout's id; a refund record's charge. */
  readonly id: string;
  /** A charge's amount as created; a refund record's total given back; a payout's amount. */
  readonly amountCentavos: number;
  /** In Publi's words: a charge `pending`, `paid`, `failed` or `refunded`; a refund `done`; a payout `requested`, `paid` or `failed`. */
  readonly status: string;
  readonly createdAt: Date;
}

/**
 * The payment provider (ARCHITECTURE.md: the embedded sandbox by default, a real provider's adapter
 * in production). Settlement never comes from these calls' answers alone: the provider calls
 * `POST /api/payment/webhook` with signed events, and only those move money in Publi.
 *
 * Every call that moves money carries an idempotency key, as real providers take one: the
 * provider makes at most one charge, refund or payout per key and answers a repeated key with
 * its first answer, so Publi can repeat a call whose answer it lost (a crash before recording it);
 * a new key is a new operation. A key sent again with another amount or reference is refused
 * (the adapter throws). Publi never calls these inside a database transaction (the README's
 * "Provider calls").
 *
 * @throws ProviderUnavailableError when the provider certainly did nothing (it could not be reached
 * or refused the request before acting). Any other error (a timeout) leaves it unknown whether
 * the provider acted: Publi keeps the call's intent and repeats it with the same key.
 */
export interface PaymentProviderPort {
  /** Creates a Pix charge of `amountCentavos`, payable until `expiresAt`; with `due`, a Pix com vencimento on those terms. */
  createPixCharge(request: { readonly reference: string; readonly amountCentavos: number; readonly expiresAt: Date; readonly idempotencyKey: string; readonly due?: PixDueTerms }): Promise<ProviderCharge>;
  /**
   * Charges a card by the token its checkout made; the number itself never reaches Publi. A key
   * already answered gives that answer whatever the token (a retry's checkout makes a new one);
   * `invalid_token` means nothing was charged and is not kept under the key.
   */
  createCardCharge(request: { readonly reference: string; readonly amountCentavos: number; readonly cardToken: string; readonly idempotencyKey: string; readonly payer: CardPayer }): Promise<ProviderCharge | 'invalid_token'>;
  /** Gives `amountCentavos` of a settled charge back to the payer; answers the refund's id. */
  refund(request: { readonly chargeId: string; readonly amountCentavos: number; readonly idempotencyKey: string }): Promise<{ readonly id: string }>;
  /** Sends `amountCentavos` to the destination; its outcome arrives by webhook (`payout.paid` or `payout.failed`). */
  payout(request: { readonly reference: string; readonly amountCentavos: number; readonly destination: PayoutDestination; readonly idempotencyKey: string }): Promise<{ readonly id: string }>;
  /** Whether `signature` is the provider's over exactly `rawBody`. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean;
  /**
   * Every charge, refund and payout the provider made between `since` and `until` (by creation),
   * as its own records say: what the daily reconciliation compares with the ledger.
   */
  records(window: { readonly since: Date; readonly until: Date }): Promise<readonly ProviderRecord[]>;
  /** Set by a provider that forgets its records (the sandbox keeps them in memory): it answers for nothing older. */
  readonly recordsKeptSince?: Date | undefined;
}

/** The provider could not be reached or refused to answer: nothing was charged or sent. */
export class ProviderUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('the payment provider is unavailable', { cause });
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider took the request but its answer never came (a timeout, a 5xx): it may have acted.
 * The call is kept and repeated with the same key, which finds what the first one made.
 */
export class ProviderUnansweredError extends Error {
  constructor(cause?: unknown) {
    super('the payment provider did not answer', { cause });
    this.name = 'ProviderUnansweredError';
  }
}

/** The provider refused the operation for good (a refund its bank would not make): `reason` in its words. */
export class ProviderRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`the payment provider refused: ${reason}`);
    this.name = 'ProviderRefusedError';
  }
}
