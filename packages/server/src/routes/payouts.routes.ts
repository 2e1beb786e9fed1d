import { ROUTES, type EarningsWire, type MoneyStagesWire } from '@publi/contract';
import type { LedgerBalances } from '@publi/domain';
import { PayoutsService, type EarningsView } from '../payouts/payouts.service.js';
import type { AreaRoutes } from './area-routes.js';
import { moneyDeps } from './contracts.routes.js';

const NO_DESTINATION = 'Cadastre seus dados bancários ou uma chave Pix em Meu perfil para receber os saques.';

const stages = (balances: LedgerBalances): MoneyStagesWire => ({
  held_centavos: balances.creator_held,
  available_centavos: balances.creator_available,
  payout_pending_centavos: balances.payout_pending,
  paid_out_centavos: balances.creator_paid_out,
});

function toEarningsWire(view: EarningsView): EarningsWire {
  const contracts = view.contracts.map((contract) => ({
    contract_id: contract.contractId,
    project_name: contract.projectName,
    brand_name: contract.brandName,
    amount_centavos: contract.amountCentavos,
    ...stages(contract.balances),
    payout:
      contract.payout === null
        ? null
        : {
            // The CHECK constraint keeps `status` to the contract's values.
            status: contract.payout.status as 'requested' | 'paid' | 'failed',
            requested_at: contract.payout.requestedAt.toISOString(),
            settled_at: contract.payout.settledAt?.toISOString() ?? null,
            reason: contract.payout.failureReason,
          },
  }));
  const totals = contracts.reduce(
    (sum, contract) => ({
      held_centavos: sum.held_centavos + contract.held_centavos,
      available_centavos: sum.available_centavos + contract.available_centavos,
      payout_pending_centavos: sum.payout_pending_centavos + contract.payout_pending_centavos,
      paid_out_centavos: sum.paid_out_centavos + contract.paid_out_centavos,
    }),
    { held_centavos: 0, available_centavos: 0, payout_pending_centavos: 0, paid_out_centavos: 0 },
  );
  const failed = contracts.find((contract) => contract.payout?.status === 'failed' && contract.available_centavos > 0);
  const waiting = totals.held_centavos + totals.available_centavos > 0;
  return {
    creator_id: view.creatorId,
    totals,
    contracts,
    destination: view.destination === null ? null : { kind: view.destination.kind, label: view.destination.label },
    nudge: view.destination === null && waiting ? NO_DESTINATION : (failed?.payout?.reason ?? null),
    can_request_payout: view.canRequest,
  };
}

/** A creator's earnings and payouts. Decisions are in the README, "Payouts". */
export const registerPayoutRoutes: AreaRoutes = (route, deps, api) => {
  const service = new PayoutsService(moneyDeps(deps, api));
  route(ROUTES.getEarnings, async ({ query, identity }) => toEarningsWire(await service.earnings(identity.uid, query.creator_id)));
  route(ROUTES.requestPayout, async ({ identity }) => toEarningsWire(await service.request(identity.uid)));
};
