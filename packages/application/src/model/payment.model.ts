import type { PaymentMethod } from '@publi/domain';

/** How a brand pays: Pix, Pix com vencimento (a larger campaign's boleto) or card; the domain's list. */
export type { PaymentMethod };

/** Where a payment stands: waiting, paid, declined, a Pix nobody paid in time, or money given back. */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

/** One contract's share of a payment, in centavos. */
export interface PaymentItem {
  readonly contractId: number;
  readonly creatorName: string;
  readonly amountCentavos: number;
  readonly feeCentavos: number;
}

/** What paying some contracts costs, computed by the server before paying. */
export interface PaymentQuote {
  readonly projectId: number;
  readonly projectName: string;
  readonly items: readonly PaymentItem[];
  readonly amountCentavos: number;
  readonly feeCentavos: number;
  readonly totalCentavos: number;
  /** The fee's rate in basis points (1000 = 10%). */
  readonly feeBasisPoints: number;
  readonly pixExpiryMinutes: number;
  /** Whether the sandbox's "simular pagamento" is offered (demo mode). */
  readonly simulation: boolean;
  /** Pix com vencimento as this checkout may offer it. */
  readonly pixDue: PixDueOffer;
}

/**
 * Pix com vencimento as the server offers it for a quote: the due dates the brand may pick
 * (`YYYY-MM-DD`, São Paulo's days), the fine and interest after the due date, and why it cannot
 * be chosen (pt-BR), or null when it can.
 */
export interface PixDueOffer {
  readonly unavailableReason: string | null;
  readonly minTotalCentavos: number;
  readonly earliestDueDate: string;
  readonly latestDueDate: string;
  readonly suggestedDueDate: string;
  /** Days after the due date it may still be paid, with the fine and interest. */
  readonly graceDays: number;
  /** The fine once after the due date, in basis points of the total (200 = 2%). */
  readonly fineBasisPoints: number;
  /** The interest per month after the due date, in basis points of the total, counted per day. */
  readonly interestBasisPointsPerMonth: number;
}

/** A Pix com vencimento's terms, as charged (`YYYY-MM-DD` days). */
export interface PixDueTerms {
  readonly dueDate: string;
  /** The last day it may be paid, with the fine and interest. */
  readonly lastDay: string;
  readonly fineBasisPoints: number;
  readonly interestBasisPointsPerMonth: number;
}

/**
 * A Pix waiting to be paid: the code to copy, its QR (a PNG data URL), its txid and expiry (ISO);
 * a Pix com vencimento also has its `due` terms (null for an immediate Pix).
 */
export interface PixCharge {
  readonly code: string;
  readonly qrImage: string;
  readonly txid: string;
  readonly expiresAt: string;
  readonly due: PixDueTerms | null;
}

/** A brand's payment. */
export interface Payment {
  readonly id: number;
  readonly projectId: number;
  readonly projectName: string;
  readonly method: PaymentMethod;
  readonly status: PaymentStatus;
  readonly items: readonly PaymentItem[];
  readonly amountCentavos: number;
  readonly feeCentavos: number;
  readonly totalCentavos: number;
  /** The fine and interest of a Pix com vencimento paid after its due date; 0 otherwise. */
  readonly lateFeesCentavos: number;
  /** The Pix, while it can be paid. */
  readonly pix: PixCharge | null;
  /** The card's brand and last four digits: all that is kept of it. */
  readonly card: { readonly brand: string; readonly last4: string } | null;
  /** Why it was declined or given back (pt-BR). */
  readonly statusReason: string | null;
  /** ISO instants. */
  readonly createdAt: string;
  readonly paidAt: string | null;
  readonly refundedAt: string | null;
}

/** The brand pays accepted contracts of one project. */
export interface PaymentRequest {
  readonly contractIds: readonly number[];
  readonly method: PaymentMethod;
  /** The provider checkout's token, for card payments. */
  readonly cardToken?: string;
  /** A Pix com vencimento's due date, `YYYY-MM-DD` (required for `pix_due`). */
  readonly dueDate?: string;
  /**
   * The attempt's key ({@link newPaymentAttemptKey}): sent again with the same contracts and
   * method after a failure, the payment is charged at most once and the same payment answers.
   */
  readonly idempotencyKey?: string;
}

/** The card form, as typed; it goes to the provider's checkout only, never to Publi's API. */
export interface CardForm {
  readonly number: string;
  readonly holderName: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly cvc: string;
}

/** What the provider's checkout answers for a card: a token to pay with, and what may be shown. */
export interface CardToken {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
}

/** A party named on a receipt: name and document (a CPF masked). */
export interface ReceiptParty {
  readonly name: string;
  readonly document: string | null;
}

/** A paid payment's receipt. */
export interface PaymentReceipt {
  readonly payment: Payment;
  readonly payer: ReceiptParty;
  readonly payees: readonly (ReceiptParty & { readonly contractId: number })[];
  readonly platform: ReceiptParty;
}

/** A downloaded file (an export, a delivered file): its name, type and bytes. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}
