import { z } from 'zod';

/**
 * `GET /health`: the process answers. It checks nothing else, so a replica whose database is
 * down is not restarted for it (a restart would not bring the database back).
 */
export const healthSchema = z.object({ status: z.literal('ok') });

/** @see healthSchema */
export type HealthWire = z.infer<typeof healthSchema>;

/** What `GET /health/ready` asks before a load balancer sends a replica traffic. */
export const READINESS_CHECKS = ['database', 'identity', 'storage', 'queue'] as const;

/** One readiness check's name. */
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/**
 * `GET /health/ready` when every dependency answers. When one does not, the answer is
 * `SERVICE_UNAVAILABLE` (503) whose `fields` name each check that failed, with a pt-BR sentence,
 * so a load balancer needs only the status and an operator reads which one.
 */
export const readinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({ database: z.literal('ok'), identity: z.literal('ok'), storage: z.literal('ok'), queue: z.literal('ok') }),
});

/** @see readinessSchema */
export type ReadinessWire = z.infer<typeof readinessSchema>;
