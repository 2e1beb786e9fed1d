import { defineRoute } from '../route-contract.js';
import { healthSchema, readinessSchema } from '../schemas/health.schema.js';

/** Liveness and readiness, for load balancers, orchestrators and `pnpm start`. */
export const healthRoutes = {
  getHealth: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'none',
    summary: 'Confere se o processo da API responde.',
    tag: 'Health',
    response: healthSchema,
    errors: [],
    // Load balancers call it at their own pace; a refused health check would take a healthy replica out.
    rateLimit: 'none',
  }),
  getReadiness: defineRoute({
    method: 'GET',
    path: '/health/ready',
    auth: 'none',
    summary: 'Confere se o banco de dados, a identidade, os arquivos e a fila de tarefas respondem.',
    tag: 'Health',
    response: readinessSchema,
    errors: ['SERVICE_UNAVAILABLE'],
    // Like /health; its one remote check (identity) is answered from a few seconds' memory.
    rateLimit: 'none',
  }),
};
