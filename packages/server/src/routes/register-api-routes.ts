import type { FastifyInstance } from 'fastify';
import type { RouteRegistrar } from '../http/register-route.js';
import { registerAccountsRoutes } from './accounts.routes.js';
import { registerAgentsRoutes } from './agents.routes.js';
import { registerAuditRoutes } from './audit.routes.js';
import type { AreaRoutes, RouteDeps } from './area-routes.js';
import { registerCartRoutes } from './cart.routes.js';
import { registerChatRoutes } from './chat.routes.js';
import { registerContractRoutes } from './contracts.routes.js';
import { registerCreatorRoutes } from './creators.routes.js';
import { registerDeliveryRoutes } from './deliveries.routes.js';
import { registerEmailRoutes } from './email.routes.js';
import { registerHealthRoutes } from './health.routes.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { registerPrivacyRoutes } from './privacy.routes.js';
import { registerPaymentRoutes } from './payments.routes.js';
import { registerPayoutRoutes } from './payouts.routes.js';
import { registerProjectRoutes } from './projects.routes.js';
import { registerReferenceRoutes } from './reference.routes.js';
import { registerSearchRoutes } from './search.routes.js';
import { registerUploadsRoutes } from './uploads.routes.js';

/** Every area of the API; each area's file registers its own routes. */
const AREAS: readonly AreaRoutes[] = [
  registerHealthRoutes,
  registerAccountsRoutes,
  registerCreatorRoutes,
  registerAgentsRoutes,
  registerReferenceRoutes,
  registerSearchRoutes,
  registerCartRoutes,
  registerProjectRoutes,
  registerContractRoutes,
  registerChatRoutes,
  registerNotificationRoutes,
  registerEmailRoutes,
  registerPaymentRoutes,
  registerDeliveryRoutes,
  registerPayoutRoutes,
  registerUploadsRoutes,
  registerAuditRoutes,
  registerPrivacyRoutes,
];

/** Registers every route of the API, area by area. */
export function registerApiRoutes(route: RouteRegistrar, deps: RouteDeps, api: FastifyInstance): void {
  for (const registerArea of AREAS) registerArea(route, deps, api);
}
