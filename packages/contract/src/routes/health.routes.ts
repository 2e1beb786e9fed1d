import { defineRoute } from '../route-contract.js';
import { healthSchema } from '../schemas/health.schema.js';

/** Liveness and database check, for load balancers and `pnpm start`. */
export const healthRoutes = {
  getHealth: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'none',
    summary: 'Confere se a API e o banco de dados respondem.',
    tag: 'Health',
    response: healthSchema,
    errors: ['SERVICE_UNAVAILABLE'],
    // Load balancers call it at their own pace; a refused health check would take a healthy replica out.
    rateLimit: 'none',
  }),
};
