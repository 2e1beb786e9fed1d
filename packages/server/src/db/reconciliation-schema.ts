import type { RecordDifference } from '@publi/domain';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The daily reconciliation's reports (README, "Reconciliation"): each run compares the provider's
 * records of the last days with the ledger and keeps every difference it found, in both
 * directions, for an operator to read (docs/operations.md) until the operator's screen exists.
 */
export const reconciliationReports = pgTable(
  'reconciliation_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ranAt: at('ran_at').notNull(),
    /** The records compared were created from `since` up to `until`. */
    since: at('since').notNull(),
    until: at('until').notNull(),
    /** Who was asked: `sandbox`, `pagarme` or both halves' names. */
    provider: text('provider').notNull(),
    /** How many records each side held in the window, as `{ provider, ledger }`. */
    compared: jsonb('compared').$type<{ readonly provider: number; readonly ledger: number }>().notNull(),
    differences: jsonb('differences').$type<readonly RecordDifference[]>().notNull(),
    differenceCount: integer('difference_count').notNull(),
  },
  (table) => [index('reconciliation_reports_ran_at_idx').on(table.ranAt)],
);
