/** Money per stage, in centavos: held until approval, available, on its way, in the bank. */
export interface MoneyStages {
  readonly heldCentavos: number;
  readonly availableCentavos: number;
  readonly payoutPendingCentavos: number;
  readonly paidOutCentavos: number;
}

/** One contract's money. */
export interface ContractEarnings extends MoneyStages {
  readonly contractId: number;
  readonly projectName: string;
  readonly brandName: string;
  readonly amountCentavos: number;
  readonly payout: { readonly status: 'requested' | 'paid' | 'failed'; readonly requestedAt: string; readonly settledAt: string | null; readonly reason: string | null } | null;
}

/** A creator's earnings, where payouts go (masked) and what stands in the way of one. */
export interface Earnings {
  readonly creatorId: number;
  readonly totals: MoneyStages;
  readonly contracts: readonly ContractEarnings[];
  readonly destination: { readonly kind: 'pix' | 'bank'; readonly label: string } | null;
  /** pt-BR, or null. */
  readonly nudge: string | null;
  readonly canRequestPayout: boolean;
}
