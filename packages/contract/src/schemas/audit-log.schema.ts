import { AUDIT_KINDS } from '@publi/domain';
import { z } from 'zod';
import { intField } from './number-fields.schema.js';
import { fromQuery } from './query-value.schema.js';
import { strictRequest } from './strict-request.schema.js';
import { wireCount, wireDateTime, wireId } from './wire-values.schema.js';

/** What an event of the security history records: the domain's `AUDIT_KINDS` (bank data, the Pix key, an agent linked or unlinked). */
export const AUDIT_EVENT_KINDS = AUDIT_KINDS;

/** The fields an event names, already masked by the server (`@publi/domain`'s `bankDataChanges`). */
export const AUDIT_FIELDS = ['bank', 'agency', 'account', 'accountType', 'ownerName', 'ownerDocument', 'pixKey'] as const;

/** Page size of `/perfil/atividade`, and its largest. */
export const AUDIT_LOG_LIMITS = { pageSize: 20, maxPageSize: 100 } as const;

/** `GET /account/audit_log?page=&limit=`: the signed-in account's security history, newest first. */
export const auditLogQuerySchema = strictRequest({
  page: fromQuery(intField({ label: 'a página', min: 1, max: 100_000 })).default(1),
  limit: fromQuery(intField({ label: 'o tamanho da página', min: 1, max: AUDIT_LOG_LIMITS.maxPageSize })).default(AUDIT_LOG_LIMITS.pageSize),
});

/** Someone an event names: who did it, or the agent linked. `null` once that account is gone. */
const auditPersonSchema = z.object({ id: wireId, name: z.string(), type: z.enum(['creator', 'brand', 'agent']) }).nullable();

/** One event: who, when, what changed (masked: an account number never travels whole). */
export const auditEventSchema = z.object({
  id: wireId,
  kind: z.enum(AUDIT_EVENT_KINDS),
  created_at: wireDateTime,
  /** Whose data changed: the creator. */
  account: auditPersonSchema,
  actor: auditPersonSchema,
  /** The agent of a link event; null otherwise. */
  agent: auditPersonSchema,
  changes: z.array(z.object({ field: z.enum(AUDIT_FIELDS), before: z.string().nullable(), after: z.string().nullable() })),
});

/** A page of the security history. */
export const auditLogPageSchema = z.object({ events: z.array(auditEventSchema), page: wireCount, limit: wireCount, total: wireCount });

/** An event on the wire. */
export type AuditEventWire = z.infer<typeof auditEventSchema>;
/** A page on the wire. */
export type AuditLogPageWire = z.infer<typeof auditLogPageSchema>;
