/** One charge, refund total or payout as one side of a reconciliation knows it, its state in words both sides share. */
export interface MoneyRecord {
  readonly kind: 'charge' | 'refund' | 'payout';
  /** The provider's id: a charge's, a payout's; a refund record's charge. */
  readonly id: string;
  readonly amountCentavos: number;
  /** A charge `received` or `not_received`; a refund `done`; a payout `requested`, `paid` or `failed`. */
  readonly state: string;
}

/** One way the provider's records and the ledger disagree. */
export type RecordDifference =
  | { readonly problem: 'missing_in_ledger'; readonly provider: MoneyRecord }
  | { readonly problem: 'missing_at_provider'; readonly ledger: MoneyRecord }
  | { readonly problem: 'amount_differs' | 'state_differs'; readonly provider: MoneyRecord; readonly ledger: MoneyRecord };

const keyOf = (record: MoneyRecord) => `${record.kind}:${record.id}`;

/**
 * Every difference between what the provider did and what the ledger says, in both directions:
 * a record on one side only, or the same record (kind and id) with another amount or state (an
 * amount first: a wrong amount is the graver news). Ordered by kind and id, so two runs over the
 * same records report alike.
 */
export function reconcileRecords(provider: readonly MoneyRecord[], ledger: readonly MoneyRecord[]): RecordDifference[] {
  const theirs = new Map(provider.map((record) => [keyOf(record), record]));
  const ours = new Map(ledger.map((record) => [keyOf(record), record]));
  const differences: RecordDifference[] = [];
  for (const key of [...new Set([...theirs.keys(), ...ours.keys()])].sort()) {
    const atProvider = theirs.get(key);
    const inLedger = ours.get(key);
    if (inLedger === undefined && atProvider !== undefined) differences.push({ problem: 'missing_in_ledger', provider: atProvider });
    else if (atProvider === undefined && inLedger !== undefined) differences.push({ problem: 'missing_at_provider', ledger: inLedger });
    else if (atProvider !== undefined && inLedger !== undefined) {
      if (atProvider.amountCentavos !== inLedger.amountCentavos) differences.push({ problem: 'amount_differs', provider: atProvider, ledger: inLedger });
      else if (atProvider.state !== inLedger.state) differences.push({ problem: 'state_differs', provider: atProvider, ledger: inLedger });
    }
  }
  return differences;
}
