import type { LedgerBalances } from './ledger.js';

/** Where a creator's money stands, in centavos: for one contract, or summed over all of them. */
export interface EarningsStages {
  /** Paid by the brand, held until the delivery is approved. */
  readonly heldCentavos: number;
  /** Released to the creator, not yet asked for. */
  readonly availableCentavos: number;
  /** Asked for, on its way to the creator's bank. */
  readonly payoutPendingCentavos: number;
  /** In the creator's bank. */
  readonly paidOutCentavos: number;
}

/** One contract's earnings as the payout nudge reads them: what is available, and its last payout. */
export interface NudgedContract {
  readonly availableCentavos: number;
  readonly payout: { readonly status: string; readonly reason: string | null } | null;
}

/** What a creator with money coming and nowhere to send it reads (SPEC: bank data before payouts). */
export const NO_PAYOUT_DESTINATION_NUDGE = 'Cadastre seus dados bancários ou uma chave Pix em Meu perfil para receber os saques.';

/** No money in any stage. */
export const NO_EARNINGS: EarningsStages = { heldCentavos: 0, availableCentavos: 0, payoutPendingCentavos: 0, paidOutCentavos: 0 };

/** A contract's stages read off its ledger balances. */
export function earningsStagesOf(balances: LedgerBalances): EarningsStages {
  return {
    heldCentavos: balances.creator_held,
    availableCentavos: balances.creator_available,
    payoutPendingCentavos: balances.payout_pending,
    paidOutCentavos: balances.creator_paid_out,
  };
}

/** The creator's totals: each stage summed over `contracts`. */
export function earningsTotals(contracts: readonly EarningsStages[]): EarningsStages {
  return contracts.reduce<EarningsStages>(
    (sum, each) => ({
      heldCentavos: sum.heldCentavos + each.heldCentavos,
      availableCentavos: sum.availableCentavos + each.availableCentavos,
      payoutPendingCentavos: sum.payoutPendingCentavos + each.payoutPendingCentavos,
      paidOutCentavos: sum.paidOutCentavos + each.paidOutCentavos,
    }),
    NO_EARNINGS,
  );
}

/**
 * Whether a payout may be asked for: there is somewhere to send it and some contract has money
 * available (the creator's own choice; an agent only looks).
 */
export function mayRequestPayout(hasDestination: boolean, contracts: readonly Pick<EarningsStages, 'availableCentavos'>[]): boolean {
  return hasDestination && contracts.some((contract) => contract.availableCentavos > 0);
}

/**
 * What the earnings screen tells the creator to do, or null: with money held or available and
 * no bank data nor Pix key, to fill them in ({@link NO_PAYOUT_DESTINATION_NUDGE}); otherwise the
 * bank's reason for the first refused payout whose money is available again.
 */
export function payoutNudge(hasDestination: boolean, totals: EarningsStages, contracts: readonly NudgedContract[]): string | null {
  const waiting = totals.heldCentavos + totals.availableCentavos > 0;
  if (!hasDestination && waiting) return NO_PAYOUT_DESTINATION_NUDGE;
  const refused = contracts.find((contract) => contract.payout?.status === 'failed' && contract.availableCentavos > 0);
  return refused?.payout?.reason ?? null;
}
