import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Set in the load's own process, which then waits for its order on the IPC channel. */
const CHILD_VARIABLE = 'PUBLI_HTTP_LOAD_CHILD';

/** What one run of {@link httpLoad} measured. */
export interface HttpLoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  /** Answers outside 2xx. */
  readonly failures: number;
}

/** What to fire: `urls` in turn (one is fine), from `connections` connections, for `seconds`. */
export interface LoadOrder {
  readonly urls: readonly string[];
  readonly connections: number;
  readonly seconds: number;
}

/**
 * Fires GET at `urls`, taken in turn, from `connections` keep-alive connections, each sending
 * its next request as soon as the last is answered (as autocannon does), for `seconds`. The
 * client is a process of its own (this file again), so it does not share the server's event
 * loop. The order goes over IPC rather than the environment: 10,000 profile URLs are more
 * than one environment variable may hold.
 */
export function httpLoad(order: LoadOrder): Promise<HttpLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, [CHILD_VARIABLE]: '1' },
    });
    let answered = false;
    child.once('message', (result: HttpLoadResult) => {
      answered = true;
      resolve(result);
    });
    child.once('error', reject);
    // A load that dies (a refused connection, say) must fail the run, not leave it waiting.
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the HTTP load process exited with code ${String(code)} before reporting`));
    });
    child.send(order);
  });
}

async function runLoad({ urls, connections, seconds }: LoadOrder): Promise<HttpLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = (url: string) =>
    new Promise<void>((done, fail) => {
      const started = performance.now();
      request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) failures += 1;
        response.resume();
        response.on('end', () => {
          times.push(performance.now() - started);
          done();
        });
      })
        .on('error', fail)
        .end();
    });
  const loop = async () => {
    while (performance.now() < deadline) await one(urls[next++ % urls.length] ?? '');
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? Number.NaN;
  return { requests: times.length, perSecond: times.length / seconds, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), failures };
}

if (process.env[CHILD_VARIABLE] === '1' && process.send) {
  process.once('message', (order: LoadOrder) => {
    void runLoad(order).then((result) => {
      process.send?.(result);
      process.disconnect();
    });
  });
}
