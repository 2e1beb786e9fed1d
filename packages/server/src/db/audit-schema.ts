import { AUDIT_KINDS, type AuditKind } from '@publi/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core-schema.js';

/** One changed field of an audit event, with its values already masked by the domain's rules. */
export interface AuditChangeRow {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/**
 * The security history: who changed an account's bank data, Pix key or agent link, and when.
 * Written in the transaction of the change itself, so a refused or failed change leaves no row
 * and a committed one always leaves one. `changes` holds masked values only (the domain's
 * `maskBankAccount`, `maskPixKey`): an account number never lands here whole. `account_id` is
 * whose data changed (the creator); `agent_id` names the agent of a link event, so the agent
 * sees its own link changes too. The actor is kept apart from the account because an agent or
 * the creator may do it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<AuditKind>().notNull(),
    changes: jsonb('changes').$type<readonly AuditChangeRow[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The domain's list, written out as migration 0010 has it (a new kind needs a migration too).
    check('audit_events_kind_check', sql`${table.kind} in (${sql.raw(AUDIT_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
    // The history pages walk newest first, per owner and per agent.
    index('audit_events_account_idx').on(table.accountId, table.id.desc()),
    index('audit_events_agent_idx').on(table.agentId, table.id.desc()).where(sql`${table.agentId} is not null`),
  ],
);
