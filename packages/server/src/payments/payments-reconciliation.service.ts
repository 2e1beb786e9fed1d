import { DAY_MS, reconcileRecords, type MoneyRecord, type PaymentMethod, type RecordDifference } from '@publi/domain';
import type { ProviderRecord } from '../ports/payment-provider.port.js';
import type { MoneyDeps } from './payments-deps.js';
import { PaymentsReconciliationRepository, type RecordsWindow } from './payments-reconciliation.repository.js';

/** How often the reconciliation runs unless configured otherwise (`RECONCILIATION_HOURS`): daily. */
export const RECONCILIATION_MS = DAY_MS;

/** Days of records each run compares: a difference is reported on three days running, then drops out. */
export const RECONCILIATION_DAYS = 3;

// The last minutes are left to the next run: a charge the provider has just made may not be
// recorded yet (its answer is on its way, or its call waits for the provider-calls sweep).
const SETTLING_MS = 15 * 60 * 1000;
// A record the provider dates just before the window's start may be the ledger's just after it.
const EDGE_MS = 60 * 60 * 1000;

/** Where the findings are written: the server's log (pino's shape). */
export interface ReconciliationLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** What the reconciliation needs besides the money's deps: the log, and what it reconciles. */
export interface ReconciliationScope {
  readonly log: ReconciliationLog;
  /** The provider's name, kept with each report (`sandbox`, `pagarme`, …). */
  readonly providerName: string;
  /** Charges of these methods are another provider's, reconciled as they go (Pix through the API Pix). */
  readonly skippedMethods: readonly PaymentMethod[];
}

/** One run's outcome. */
export interface ReconciliationResult {
  readonly reportId: number;
  readonly window: RecordsWindow;
  readonly differences: readonly RecordDifference[];
}

/**
 * The daily reconciliation (README, "Reconciliation"): the provider's records of the last
 * {@link RECONCILIATION_DAYS} days (charges, refunds, payouts) against the ledger, every difference
 * in both directions written to the log and to a report an operator reads (`reconciliation_reports`).
 * It changes no money: a difference is a person's to look into.
 */
export class PaymentsReconciliationService {
  constructor(
    private readonly deps: Pick<MoneyDeps, 'db' | 'clock' | 'provider'>,
    private readonly scope: ReconciliationScope,
  ) {}

  async reconcile(): Promise<ReconciliationResult> {
    const now = this.deps.clock.now();
    const until = new Date(now.getTime() - SETTLING_MS);
    // A provider that forgets (the sandbox keeps its records in memory) answers only for what it remembers.
    const kept = this.deps.provider.recordsKeptSince?.getTime() ?? 0;
    const window = { since: new Date(Math.max(until.getTime() - RECONCILIATION_DAYS * DAY_MS, kept)), until };
    const around = (await this.deps.provider.records({ since: new Date(window.since.getTime() - EDGE_MS), until })).map((record) => ({ record: moneyRecordOf(record), before: record.createdAt < window.since }));
    const repository = new PaymentsReconciliationRepository(this.deps.db);
    const inWindow = await repository.recordsIn(window, this.scope.skippedMethods);
    const theirs = around.filter(({ before }) => !before).map(({ record }) => record);
    // Each side's records of the other's window: made at the edge, the provider dates one just
    // before the start that the ledger recorded just after it, and the other way round.
    const known = new Set(inWindow.map(keyOf));
    const unrecorded = theirs.filter((record) => !known.has(keyOf(record)));
    const recordedLater = await repository.recordsOf({ charges: idsOf(unrecorded, 'charge', 'refund'), payouts: idsOf(unrecorded, 'payout') });
    const recorded = [...inWindow, ...recordedLater.filter((record) => !known.has(keyOf(record)))];
    const recordedKeys = new Set(recorded.map(keyOf));
    const provider = [...theirs, ...around.filter(({ before, record }) => before && recordedKeys.has(keyOf(record))).map(({ record }) => record)];
    const differences = reconcileRecords(provider, recorded);
    const { id } = await repository.saveReport({
      ranAt: now,
      since: window.since,
      until: window.until,
      provider: this.scope.providerName,
      compared: { provider: provider.length, ledger: recorded.length },
      differences,
      differenceCount: differences.length,
    });
    for (const difference of differences) this.scope.log.warn({ reconciliationReport: id, ...describe(difference) }, 'reconciliation: the provider and the ledger differ');
    this.scope.log.info({ reconciliationReport: id, since: window.since, until: window.until, differences: differences.length }, 'reconciliation done');
    return { reportId: id, window, differences };
  }
}

const keyOf = (record: MoneyRecord) => `${record.kind}:${record.id}`;

function idsOf(records: readonly MoneyRecord[], ...kinds: readonly MoneyRecord['kind'][]): string[] {
  return [...new Set(records.filter((record) => kinds.includes(record.kind)).map((record) => record.id))];
}

/** A provider's record in the ledger's words: a charge's money came in or not. */
function moneyRecordOf(record: ProviderRecord): MoneyRecord {
  const state = record.kind !== 'charge' ? record.status : record.status === 'paid' || record.status === 'refunded' ? 'received' : 'not_received';
  return { kind: record.kind, id: record.id, amountCentavos: record.amountCentavos, state };
}

/** A difference as one log line: ids, amounts and states only (never bank data). */
function describe(difference: RecordDifference): Record<string, unknown> {
  const record = 'provider' in difference ? difference.provider : difference.ledger;
  return {
    problem: difference.problem,
    kind: record.kind,
    id: record.id,
    ...('provider' in difference ? { providerAmountCentavos: difference.provider.amountCentavos, providerState: difference.provider.state } : {}),
    ...('ledger' in difference ? { ledgerAmountCentavos: difference.ledger.amountCentavos, ledgerState: difference.ledger.state } : {}),
  };
}
