import type { AuditChange, AuditKind } from '@publi/domain';

/** What an event of the security history records: the domain's list. */
export type AuditEventKind = AuditKind;

/** Someone an event names: who did it, whose data changed, the agent of a link. */
export interface AuditPerson {
  readonly id: number;
  readonly name: string;
  readonly type: 'creator' | 'brand' | 'agent';
}

/** One event of the security history, its values masked by the server. */
export interface AuditEvent {
  readonly id: number;
  readonly kind: AuditEventKind;
  /** ISO instant. */
  readonly createdAt: string;
  readonly account: AuditPerson | null;
  readonly actor: AuditPerson | null;
  readonly agent: AuditPerson | null;
  readonly changes: readonly AuditChange[];
}

/** A page of the security history, newest first. */
export interface AuditLogPage {
  readonly events: readonly AuditEvent[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}
