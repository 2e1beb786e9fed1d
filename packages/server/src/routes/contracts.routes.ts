import { ROUTES } from '@publi/contract';
import { contractsDeps } from '../app/service-deps.js';
import { ContractsMovesService } from '../contracts/contracts-moves.service.js';
import { ContractsProposalsService } from '../contracts/contracts-proposals.service.js';
import { contractsFilterFromWire, counterFromWire, proposalsFilterFromWire, proposalsFromWire } from '../contracts/contracts-from-wire.js';
import { ContractsService } from '../contracts/contracts.service.js';
import { toContractWire } from '../contracts/to-contracts-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * Proposals and contracts: the brand proposes, the creator (or agent) answers, either side reads;
 * the clock's sweep (`app/start-jobs.ts`) expires offers that waited a week. Decisions are in the README, "Contracts".
 */
export const registerContractRoutes: AreaRoutes = (route, deps) => {
  const shared = contractsDeps(deps);
  const contracts = new ContractsService(shared);
  const proposals = new ContractsProposalsService(shared);
  const moves = new ContractsMovesService(shared);
  const wire = (view: Parameters<typeof toContractWire>[0]) => toContractWire(view, deps.clock.now());

  route(ROUTES.createProposals, async ({ body, identity }) => ({ contracts: (await proposals.propose(identity.uid, proposalsFromWire(body))).map(wire) }));
  route(ROUTES.listProposals, async ({ body, identity }) => {
    const { views, total } = await contracts.page(identity.uid, proposalsFilterFromWire(body), body.page, body.limit);
    return { contracts: views.map(wire), page: body.page, limit: body.limit, total };
  });
  route(ROUTES.listCreatorContracts, async ({ query, identity }) => (await contracts.ofCreator(identity.uid, query.creator_id)).map(wire));
  route(ROUTES.filterContracts, async ({ query, identity }) => (await contracts.filtered(identity.uid, contractsFilterFromWire(query))).map(wire));
  route(ROUTES.getContract, async ({ params, identity }) => wire(await contracts.one(identity.uid, params.id)));
  route(ROUTES.acceptContract, async ({ params, identity }) => wire(await moves.answer(identity.uid, params.id, { kind: 'acceptance' })));
  route(ROUTES.rejectContract, async ({ params, body, identity }) => wire(await moves.answer(identity.uid, params.id, { kind: 'rejection', reason: body.reason })));
  route(ROUTES.counterContract, async ({ params, body, identity }) => wire(await moves.answer(identity.uid, params.id, counterFromWire(body))));
  route(ROUTES.cancelContract, async ({ params, body, identity }) => wire(await moves.answer(identity.uid, params.id, { kind: 'cancellation', reason: body.reason })));
};
