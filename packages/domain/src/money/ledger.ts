/**
 * Where money sits, per contract, in Publi's ledger:
 * - `brand`: what the brand paid in (negative) or got back (positive);
 * - `platform`: Publi's fee;
 * - `creator_held`: the creator's amount, held until the brand approves;
 * - `creator_available`: released to the creator, not yet asked for;
 * - `payout_pending`: on its way to the creator's bank;
 * - `creator_paid_out`: in the creator's bank;
 * - `unmatched`: money that arrived for a contract that could no longer take it (a Pix paid after
 *   it expired or after the contract was cancelled), until it is refunded.
 */
export const LEDGER_ACCOUNTS = ['brand', 'platform', 'creator_held', 'creator_available', 'payout_pending', 'creator_paid_out', 'unmatched'] as const;

/** One of {@link LEDGER_ACCOUNTS}. */
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What happened, one kind per business event (the "brand charge, platform fee, held, release, payout, refund"). */
export const LEDGER_KINDS = ['brand_charge', 'platform_fee', 'late_fees', 'held', 'release', 'payout_requested', 'payout_paid', 'payout_failed', 'refund', 'late_charge', 'late_refund'] as const;

/** One of {@link LEDGER_KINDS}. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** One row of the ledger: an amount in centavos, positive into `account`, negative out of it. */
export interface LedgerMovement {
  readonly kind: LedgerKind;
  readonly account: LedgerAccount;
  readonly amountCentavos: number;
}

/** A business event on one contract's money, with its amounts in centavos. */
// `lateFeesCentavos`: the contract's share of a Pix com vencimento's fine and interest, paid after
// its due date; the platform's while the contract holds, given back with it on a refund.
export type MoneyEvent =
  | { readonly kind: 'charge'; readonly amountCentavos: number; readonly feeCentavos: number; readonly lateFeesCentavos?: number }
  | { readonly kind: 'release'; readonly amountCentavos: number }
  | { readonly kind: 'payout_requested'; readonly amountCentavos: number }
  | { readonly kind: 'payout_paid'; readonly amountCentavos: number }
  | { readonly kind: 'payout_failed'; readonly amountCentavos: number }
  | { readonly kind: 'refund'; readonly amountCentavos: number; readonly feeCentavos: number; readonly lateFeesCentavos?: number }
  | { readonly kind: 'late_charge'; readonly totalCentavos: number }
  | { readonly kind: 'late_refund'; readonly totalCentavos: number };

const move = (kind: LedgerKind, account: LedgerAccount, amountCentavos: number): LedgerMovement => ({ kind, account, amountCentavos });

/**
 * The ledger rows of one event on one contract. Every event's rows sum to zero, so a contract's
 * ledger always does: money only moves between accounts, it never appears or vanishes.
 *
 * @example movementsOf({ kind: 'charge', amountCentavos: 100_000, feeCentavos: 10_000 })
 * // brand -110_000, platform +10_000, creator_held +100_000
 */
export function movementsOf(event: MoneyEvent): LedgerMovement[] {
  switch (event.kind) {
    case 'charge': {
      const late = event.lateFeesCentavos ?? 0;
      return [
        move('brand_charge', 'brand', -(event.amountCentavos + event.feeCentavos + late)),
        move('platform_fee', 'platform', event.feeCentavos),
        ...(late > 0 ? [move('late_fees', 'platform', late)] : []),
        move('held', 'creator_held', event.amountCentavos),
      ];
    }
    case 'release':
      return [move('release', 'creator_held', -event.amountCentavos), move('release', 'creator_available', event.amountCentavos)];
    case 'payout_requested':
      return [move('payout_requested', 'creator_available', -event.amountCentavos), move('payout_requested', 'payout_pending', event.amountCentavos)];
    case 'payout_paid':
      return [move('payout_paid', 'payout_pending', -event.amountCentavos), move('payout_paid', 'creator_paid_out', event.amountCentavos)];
    case 'payout_failed':
      return [move('payout_failed', 'payout_pending', -event.amountCentavos), move('payout_failed', 'creator_available', event.amountCentavos)];
    case 'refund': {
      // The brand gets everything back, the fee (and a late Pix's fine and interest) too: the checkout says so.
      const platform = event.feeCentavos + (event.lateFeesCentavos ?? 0);
      return [move('refund', 'creator_held', -event.amountCentavos), move('refund', 'platform', -platform), move('refund', 'brand', event.amountCentavos + platform)];
    }
    case 'late_charge':
      return [move('late_charge', 'brand', -event.totalCentavos), move('late_charge', 'unmatched', event.totalCentavos)];
    case 'late_refund':
      return [move('late_refund', 'unmatched', -event.totalCentavos), move('late_refund', 'brand', event.totalCentavos)];
  }
}

/** How much each account holds, from a contract's ledger rows; accounts never touched read 0. */
export type LedgerBalances = Readonly<Record<LedgerAccount, number>>;

/** Sums `movements` per account. */
export function balancesOf(movements: readonly Pick<LedgerMovement, 'account' | 'amountCentavos'>[]): LedgerBalances {
  const balances = Object.fromEntries(LEDGER_ACCOUNTS.map((account) => [account, 0])) as Record<LedgerAccount, number>;
  for (const movement of movements) balances[movement.account] += movement.amountCentavos;
  return balances;
}

/** The sum of `movements`: zero for any contract's ledger. */
export function ledgerSum(movements: readonly Pick<LedgerMovement, 'amountCentavos'>[]): number {
  return movements.reduce((sum, movement) => sum + movement.amountCentavos, 0);
}
