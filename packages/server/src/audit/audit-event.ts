import type { AuditChange, AuditKind } from '@publi/domain';

/** An event about to be written, its changes already masked (`@publi/domain`'s `bankDataChanges`). */
export interface NewAuditEvent {
  readonly kind: AuditKind;
  /** Whose data changed: the creator's account id. */
  readonly accountId: number;
  /** Who did it: the creator, or the agent. */
  readonly actorId: number;
  /** The agent of a link event. */
  readonly agentId?: number;
  readonly changes?: readonly AuditChange[];
}

// Twins of @publi/application's AuditPerson and AuditEvent: the server's carry a Date and the
// stored kind, and the server may not import the application (it depends on domain and contract only).

/** Someone an event names, as its owner reads it. */
export interface AuditPerson {
  readonly id: number;
  readonly name: string;
  readonly type: 'creator' | 'brand' | 'agent';
}

/** An event as read back for the history. */
export interface AuditEvent {
  readonly id: number;
  readonly kind: AuditKind;
  readonly createdAt: Date;
  readonly account: AuditPerson | null;
  readonly actor: AuditPerson | null;
  readonly agent: AuditPerson | null;
  readonly changes: readonly AuditChange[];
}

/** One page of a history, newest first, and how many events it has in all. */
export interface AuditPage {
  readonly rows: readonly AuditEvent[];
  readonly total: number;
}
