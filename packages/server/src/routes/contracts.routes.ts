import { ROUTES } from '@publi/contract';
import { contractsDeps } from '../app/service-deps.js';
import { ContractsService } from '../contracts/contracts.service.js';
import { toContractWire } from '../contracts/to-contract-wire.js';
import type { AreaRoutes } from './area-routes.js';

/**
 * Proposals and contracts: the brand proposes, the creator (or agent) answers, either side reads;
 * the clock's sweep (`app/clock-sweeps.ts`) expires offers that waited a week. Decisions are in the README, "Contracts".
 */
export const registerContractRoutes: AreaRoutes = (route, deps, api) => {
  const service = new ContractsService(contractsDeps(deps, api));
  const wire = (view: Parameters<typeof toContractWire>[0]) => toContractWire(view, deps.clock.now());

  route(ROUTES.createProposals, async ({ body, identity }) => ({ contracts: (await service.propose(identity.uid, body)).map(wire) }));
  route(ROUTES.listProposals, async ({ body, identity }) => {
    const filter = { ...(body.status ? { status: body.status } : {}), ...(body.project_id ? { projectId: body.project_id } : {}), text: body.text };
    const { views, total } = await service.page(identity.uid, filter, body.page, body.limit);
    return { contracts: views.map(wire), page: body.page, limit: body.limit, total };
  });
  route(ROUTES.listCreatorContracts, async ({ query, identity }) => (await service.ofCreator(identity.uid, query.creator_id)).map(wire));
  route(ROUTES.filterContracts, async ({ query, identity }) => {
    const filter = { ...(query.project_id ? { projectId: query.project_id } : {}), ...(query.creator_id ? { creatorId: query.creator_id } : {}) };
    return (await service.filtered(identity.uid, filter)).map(wire);
  });
  route(ROUTES.getContract, async ({ params, identity }) => wire(await service.one(identity.uid, params.id)));
  route(ROUTES.acceptContract, async ({ params, identity }) => wire(await service.answer(identity.uid, params.id, { kind: 'acceptance' })));
  route(ROUTES.rejectContract, async ({ params, body, identity }) => wire(await service.answer(identity.uid, params.id, { kind: 'rejection', reason: body.reason })));
  route(ROUTES.counterContract, async ({ params, body, identity }) =>
    wire(await service.answer(identity.uid, params.id, { kind: 'counter', amountCentavos: body.amount_centavos, deadline: body.deadline, message: body.message })),
  );
  route(ROUTES.cancelContract, async ({ params, body, identity }) => wire(await service.answer(identity.uid, params.id, { kind: 'cancellation', reason: body.reason })));
};
