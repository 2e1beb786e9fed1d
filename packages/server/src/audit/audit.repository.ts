import { isAuditKind, type AuditChange, type AuditKind } from '@publi/domain';
import { count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { auditEvents, users } from '../db/schema.js';
import type { AuditPage, AuditPerson, NewAuditEvent } from './audit-event.js';

const TYPES = ['creator', 'brand', 'agent'] as const;

// Whose history an event is in: the creator whose data changed, and the agent of a link event.
const visibleTo = (userId: number) => or(eq(auditEvents.accountId, userId), eq(auditEvents.agentId, userId));

/**
 * The security history in PostgreSQL (`audit_events`): the only code that knows the table.
 * `record` takes the transaction of the change it records, so both commit or neither does.
 */
export class AuditRepository {
  constructor(private readonly db: Queryable) {}

  /** Writes one event in the caller's transaction. */
  async record(event: NewAuditEvent): Promise<void> {
    await this.db.insert(auditEvents).values({
      kind: event.kind,
      accountId: event.accountId,
      actorId: event.actorId,
      agentId: event.agentId ?? null,
      changes: (event.changes ?? []).map((change) => ({ ...change })),
    });
  }

  /** One page of the events `userId` may read, newest first, and how many there are. */
  async page(userId: number, offset: number, limit: number): Promise<AuditPage> {
    const rows = await this.db
      .select()
      .from(auditEvents)
      .where(visibleTo(userId))
      .orderBy(desc(auditEvents.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db.select({ total: count() }).from(auditEvents).where(visibleTo(userId));
    const people = await this.people(rows.flatMap((row) => [row.accountId, row.actorId, row.agentId]));
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    return {
      total: counted?.total ?? 0,
      rows: rows.map((row) => ({
        id: row.id,
        kind: storedKind(row),
        createdAt: row.createdAt,
        account: person(row.accountId),
        actor: person(row.actorId),
        agent: person(row.agentId),
        changes: row.changes as readonly AuditChange[],
      })),
    };
  }

  private async people(ids: readonly (number | null)[]): Promise<Map<number, AuditPerson>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.select({ id: users.id, name: users.name, type: users.type }).from(users).where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, type: TYPES.find((type) => type === row.type) ?? 'creator' }]));
  }
}

/**
 * A row's kind, checked: the column is typed with the domain's kinds and the table's check
 * constraint holds the same list, so anything else is a row written around both (by hand, or by
 * a later version with a kind this one does not know). It is refused rather than shown as
 * another kind: a history that names the wrong change is worse than one that fails.
 */
function storedKind(row: { readonly id: number; readonly kind: string }): AuditKind {
  if (!isAuditKind(row.kind)) throw new Error(`audit_events row ${String(row.id)} has an unknown kind: ${row.kind}`);
  return row.kind;
}
