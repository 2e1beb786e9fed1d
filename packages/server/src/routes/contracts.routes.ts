import { ROUTES } from '@publi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app/app-deps.js';
import { ContractsService, type ContractsDeps } from '../contracts/contracts.service.js';
import { toContractWire } from '../contracts/to-contract-wire.js';
import { Notifier } from '../notifications/notifier.js';
import { runPeriodically } from '../app/periodic-task.js';
import type { MoneyDeps } from '../payments/payments-deps.js';
import type { AreaRoutes } from './area-routes.js';

/** Offers are expired (and Pix charges, and deliveries approved by the clock) this often unless the app is told otherwise. */
export const EXPIRY_SWEEP_MS = 60_000;

/** The contracts area's services, shared with the chat's routes. */
export function contractsDeps(deps: AppDeps, api: FastifyInstance): ContractsDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    notifier: new Notifier(deps.mailer),
    onMailFailure: (error) => {
      api.log.error({ err: error }, 'could not write an e-mail to the outbox');
    },
    provider: deps.payments.provider,
  };
}

/** The payments, deliveries and payouts areas' services' shared dependencies. */
export function moneyDeps(deps: AppDeps, api: FastifyInstance): MoneyDeps {
  return {
    ...contractsDeps(deps, api),
    feeBasisPoints: deps.payments.feeBasisPoints,
    pixExpiryMinutes: deps.payments.pixExpiryMinutes,
    simulation: deps.payments.sandbox !== undefined && (deps.mode ?? 'demo') === 'demo',
  };
}

/**
 * Proposals and contracts: the brand proposes, the creator (or agent) answers, either side reads;
 * the clock expires offers that waited a week. Decisions are in the README, "Contracts".
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

  runPeriodically(api, deps.expirySweepMs ?? EXPIRY_SWEEP_MS, 'expire the overdue offers', () => service.expireOverdue());
};
