import type { BenchShape } from './bench-shapes.js';

/** Percentiles of one shape's run times, in milliseconds. */
export interface ShapeTiming {
  readonly name: string;
  readonly typeahead: boolean;
  readonly runs: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

const WARM_UP_RUNS = 20;

/**
 * Runs `shape` a few times to warm caches and plans, then `runs` times one after another
 * (or until `maxMs` has passed), and reports the nearest-rank percentiles.
 */
export async function measure(shape: BenchShape, runs: number, maxMs: number): Promise<ShapeTiming> {
  for (let i = 0; i < WARM_UP_RUNS; i++) await shape.run(i);
  const times: number[] = [];
  const deadline = performance.now() + maxMs;
  for (let i = 0; i < runs && performance.now() < deadline; i++) {
    const started = performance.now();
    await shape.run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
  return { name: shape.name, typeahead: shape.typeahead, runs: times.length, p50: percentile(50), p95: percentile(95), p99: percentile(99) };
}
