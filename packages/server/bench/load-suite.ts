import { httpLoad, type HttpLoadResult } from './http-load.js';
import type { LoadRoute } from './load-routes.js';
import { median } from './median.js';

/** How hard and how long each route is loaded. */
export interface LoadSettings {
  readonly connections: number;
  /** Per measured run. */
  readonly seconds: number;
  /** Measured runs per route; each figure is their median. */
  readonly repeats: number;
  /** An unmeasured run first, so JIT, plans, caches and pool connections are warm. */
  readonly warmUpSeconds: number;
}

/** A route's figures: each the median of its runs, taken figure by figure. */
export interface RouteFigures {
  readonly route: LoadRoute;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  /** Non-2xx answers over all runs, warm-up included: a single one fails the benchmark. */
  readonly failures: number;
  readonly runs: readonly HttpLoadResult[];
}

/** Loads each route in turn against the server at `address` and reports the medians. */
export async function measureRoutes(address: string, routes: readonly LoadRoute[], settings: LoadSettings): Promise<RouteFigures[]> {
  const figures: RouteFigures[] = [];
  for (const route of routes) {
    const urls = route.paths.map((path) => `${address}${path}`);
    const warmUp = await httpLoad({ urls, connections: settings.connections, seconds: settings.warmUpSeconds });
    const runs: HttpLoadResult[] = [];
    for (let i = 0; i < settings.repeats; i++) runs.push(await httpLoad({ urls, connections: settings.connections, seconds: settings.seconds }));
    const of = (pick: (run: HttpLoadResult) => number) => median(runs.map(pick));
    figures.push({
      route,
      perSecond: of((run) => run.perSecond),
      p50Ms: of((run) => run.p50Ms),
      p95Ms: of((run) => run.p95Ms),
      p99Ms: of((run) => run.p99Ms),
      failures: warmUp.failures + runs.reduce((sum, run) => sum + run.failures, 0),
      runs,
    });
    console.log(`  ${route.name}: ${runs.map((run) => `${run.perSecond.toFixed(0)} req/s`).join(', ')}`);
  }
  return figures;
}

/** `ok`, `MISSED` (with what missed, by how much) or `no target`. */
export function verdict(figures: RouteFigures): string {
  const { target } = figures.route;
  if (!target) return 'no target';
  const latency = target.percentile === 'p95' ? figures.p95Ms : figures.p99Ms;
  const misses: string[] = [];
  if (figures.perSecond < target.minPerSecond) misses.push(`${((1 - figures.perSecond / target.minPerSecond) * 100).toFixed(0)}% below the req/s`);
  if (!(latency < target.maxMs)) misses.push(`${target.percentile} ${(latency / target.maxMs).toFixed(1)}x the bound`);
  const wanted = `>= ${target.minPerSecond} req/s, ${target.percentile} < ${target.maxMs} ms`;
  return misses.length === 0 ? `${wanted}: ok` : `${wanted}: MISSED (${misses.join('; ')})`;
}

/** The Markdown table of {@link measureRoutes}' figures, with each route's verdict. */
export function loadTable(all: readonly RouteFigures[]): string {
  const lines = ['| route | req/s | p50 ms | p95 ms | p99 ms | non-2xx | target |', '|---|---:|---:|---:|---:|---:|---|'];
  for (const f of all) {
    lines.push(`| ${f.route.name} | ${f.perSecond.toFixed(0)} | ${f.p50Ms.toFixed(1)} | ${f.p95Ms.toFixed(1)} | ${f.p99Ms.toFixed(1)} | ${f.failures} | ${verdict(f)} |`);
  }
  return lines.join('\n');
}
