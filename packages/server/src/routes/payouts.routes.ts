import { ROUTES } from '@publi/contract';
import { moneyDeps } from '../app/service-deps.js';
import { PayoutsService } from '../payouts/payouts.service.js';
import { toEarningsWire } from '../payouts/to-payouts-wire.js';
import type { AreaRoutes } from './area-routes.js';

/** A creator's earnings and payouts. Decisions are in the README, "Payouts". */
export const registerPayoutRoutes: AreaRoutes = (route, deps) => {
  const service = new PayoutsService(moneyDeps(deps));
  route(ROUTES.getEarnings, async ({ query, identity }) => toEarningsWire(await service.earnings(identity.uid, query.creator_id)));
  route(ROUTES.requestPayout, async ({ identity }) => toEarningsWire(await service.request(identity.uid)));
};
