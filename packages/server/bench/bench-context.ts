import { cpus, loadavg, totalmem } from 'node:os';

/** Where and when figures were measured: they mean little without it. */
export interface BenchContext {
  /** ISO 8601, UTC. */
  readonly date: string;
  readonly machine: string;
  readonly node: string;
  /** 1, 5 and 15 minutes, rounded to hundredths. */
  readonly loadAverage: readonly number[];
}

/** The machine, the date and the load average right now. */
export function benchContext(): BenchContext {
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    machine: `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    node: process.version,
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

/** One line for a report, such as `2026-11-26 (UTC), ... ; load average 1.90 / 2.43 / 3.67`. */
export function describeContext(context: BenchContext): string {
  return `${context.date.slice(0, 16).replace('T', ' ')} UTC; ${context.machine}; Node ${context.node}; load average ${context.loadAverage.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;
}
