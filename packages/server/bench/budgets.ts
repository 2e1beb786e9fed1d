import type { BenchContext } from './bench-context.js';

/** How a figure is read: throughput is better higher, latencies lower. */
export type BudgetMetric = 'req/s' | 'p95 ms' | 'p99 ms';

/** One recorded figure, the median of 3 runs on the recording machine. */
export interface BudgetFigure {
  readonly name: string;
  readonly metric: BudgetMetric;
  readonly value: number;
}

/** `budgets.json`: what `bench:check` compares against, and how leniently. */
export interface Budgets {
  readonly comment: string;
  readonly recorded: BenchContext;
  /** 0.5: a latency may be 1.5x its budget (plus `slackMs`), a throughput 1/1.5 of it. */
  readonly margin: number;
  /** Added to every latency's allowance: sub-millisecond figures jitter by more than 50%. */
  readonly slackMs: number;
  readonly scale: {
    readonly searchCreators: number;
    readonly searchRuns: number;
    readonly loadCreators: number;
    readonly loadSeconds: number;
    readonly loadConnections: number;
  };
  readonly figures: readonly BudgetFigure[];
}

/** A measured figure against its budget. */
export interface BudgetCheck {
  readonly figure: BudgetFigure;
  /** Undefined when the budgets have no such figure (a new shape or route: record again). */
  readonly budget: number | undefined;
  /** The worst value still within the margin. */
  readonly limit: number | undefined;
  readonly exceeded: boolean;
}

/**
 * Compares each measured figure with its budget. A throughput exceeds it when below
 * budget / (1 + margin); a latency when above budget x (1 + margin) + slackMs. Dividing for
 * throughput keeps the rule symmetric: "50% worse" is 1.5x the time or 1/1.5 the rate.
 */
export function checkBudgets(budgets: Budgets, measured: readonly BudgetFigure[]): BudgetCheck[] {
  return measured.map((figure) => {
    const recorded = budgets.figures.find((candidate) => candidate.name === figure.name && candidate.metric === figure.metric);
    if (!recorded) return { figure, budget: undefined, limit: undefined, exceeded: false };
    if (figure.metric === 'req/s') {
      const limit = recorded.value / (1 + budgets.margin);
      return { figure, budget: recorded.value, limit, exceeded: figure.value < limit };
    }
    const limit = recorded.value * (1 + budgets.margin) + budgets.slackMs;
    return { figure, budget: recorded.value, limit, exceeded: !(figure.value <= limit) };
  });
}
