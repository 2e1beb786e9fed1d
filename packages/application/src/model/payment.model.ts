/** How a brand pays: Pix or card. */
export type PaymentMethod = 'pix' | 'card';

/** A brand paying a contract. */
export interface PaymentRequest {
  /** The contract paid. */
  readonly contractId: number;
  /** Method. */
  readonly method: PaymentMethod;
  /** The card provider's token, for card payments. */
  readonly cardToken?: string;
}

/** A payment's result: Pix waits for the payer, cards settle at once or fail. */
export interface PaymentResult {
  /** Payment id. */
  readonly id: string;
  /** State. */
  readonly status: 'pending' | 'paid' | 'failed';
  /** The contract's amount in centavos. */
  readonly amountCentavos: number;
  /** The platform fee in centavos. */
  readonly feeCentavos: number;
  /** Pix copy-and-paste code, or `null` for cards. */
  readonly pixCode: string | null;
}
