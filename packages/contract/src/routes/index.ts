import { agentsRoutes } from './agents.routes.js';
import { auditLogRoutes } from './audit-log.routes.js';
import { cartRoutes } from './cart.routes.js';
import { chatRoutes } from './chat.routes.js';
import { contractsRoutes } from './contracts.routes.js';
import { deliveriesRoutes } from './deliveries.routes.js';
import { emailRoutes } from './email.routes.js';
import { creatorProfileRoutes } from './creator-profile.routes.js';
import { creatorSearchRoutes } from './creator-search.routes.js';
import { healthRoutes } from './health.routes.js';
import { notificationsRoutes } from './notifications.routes.js';
import { privacyRoutes } from './privacy.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { payoutsRoutes } from './payouts.routes.js';
import { projectsRoutes } from './projects.routes.js';
import { referenceRoutes } from './reference.routes.js';
import { uploadRoutes } from './upload.routes.js';
import { userBankAccountRoutes } from './user-bank-account.routes.js';
import { usersRoutes } from './users.routes.js';

/**
 * Every route of the API, by operation name (the OpenAPI `operationId`). The server
 * registers exactly these; a route missing here does not exist.
 */
export const ROUTES = {
  ...healthRoutes,
  ...usersRoutes,
  ...userBankAccountRoutes,
  ...creatorProfileRoutes,
  ...referenceRoutes,
  ...creatorSearchRoutes,
  ...cartRoutes,
  ...uploadRoutes,
  ...agentsRoutes,
  ...projectsRoutes,
  ...contractsRoutes,
  ...chatRoutes,
  ...notificationsRoutes,
  ...emailRoutes,
  ...paymentsRoutes,
  ...deliveriesRoutes,
  ...payoutsRoutes,
  ...auditLogRoutes,
  ...privacyRoutes,
};

/** An operation name, such as `createUser`. */
export type RouteName = keyof typeof ROUTES;
