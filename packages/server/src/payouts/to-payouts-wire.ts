import type { EarningsWire, MoneyStagesWire } from '@publi/contract';
import { earningsStagesOf, earningsTotals, payoutNudge, type EarningsStages } from '@publi/domain';
import type { EarningsView } from './payouts.service.js';

const stagesWire = (stages: EarningsStages): MoneyStagesWire => ({
  held_centavos: stages.heldCentavos,
  available_centavos: stages.availableCentavos,
  payout_pending_centavos: stages.payoutPendingCentavos,
  paid_out_centavos: stages.paidOutCentavos,
});

/** The earnings on the wire: per contract, the totals and the nudge by the domain's rules. */
export function toEarningsWire(view: EarningsView): EarningsWire {
  const rows = view.contracts.map((contract) => ({
    ...earningsStagesOf(contract.balances),
    payout: contract.payout === null ? null : { status: contract.payout.status, reason: contract.payout.failureReason },
  }));
  const totals = earningsTotals(rows);
  const contracts = view.contracts.map((contract) => ({
    contract_id: contract.contractId,
    project_name: contract.projectName,
    brand_name: contract.brandName,
    amount_centavos: contract.amountCentavos,
    ...stagesWire(earningsStagesOf(contract.balances)),
    payout:
      contract.payout === null
        ? null
        : {
            // The CHECK constraint keeps `status` to the contract's values.
            status: contract.payout.status,
            requested_at: contract.payout.requestedAt.toISOString(),
            settled_at: contract.payout.settledAt?.toISOString() ?? null,
            reason: contract.payout.failureReason,
          },
  }));
  return {
    creator_id: view.creatorId,
    totals: stagesWire(totals),
    contracts,
    destination: view.destination === null ? null : { kind: view.destination.kind, label: view.destination.label },
    nudge: payoutNudge(view.destination !== null, totals, rows),
    can_request_payout: view.canRequest,
  };
}
