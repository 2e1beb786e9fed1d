import { z } from 'zod';

/**
 * `GET /health` when the server and its database answer. When the database does not, the
 * answer is `SERVICE_UNAVAILABLE` (503), so a load balancer needs only the status.
 */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** @see healthSchema */
export type HealthWire = z.infer<typeof healthSchema>;
