import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Set in the load's own process: what to fire. */
const ORDER_VARIABLE = 'PUBLI_HTTP_LOAD_ORDER';

/** What one run of {@link httpLoad} measured. */
export interface HttpLoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers other than 200. */
  readonly failures: number;
}

interface LoadOrder {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
}

/**
 * Fires GET `url` from `connections` keep-alive connections, each sending its next request as
 * soon as the last is answered (as autocannon does), for `seconds`. The client is a process of
 * its own (this file again), so it does not share the server's event loop.
 */
export function httpLoad(order: LoadOrder): Promise<HttpLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, [ORDER_VARIABLE]: JSON.stringify(order) },
    });
    child.once('message', (result: HttpLoadResult) => {
      resolve(result);
    });
    child.once('error', reject);
  });
}

async function runLoad({ url, connections, seconds }: LoadOrder): Promise<HttpLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((done, fail) => {
      const started = performance.now();
      request(url, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        if (response.statusCode !== 200) failures += 1;
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
    while (performance.now() < deadline) await one();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? Number.NaN;
  return { requests: times.length, perSecond: times.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99), failures };
}

const order = process.env[ORDER_VARIABLE];
if (order !== undefined && process.send) {
  process.send(await runLoad(JSON.parse(order) as LoadOrder));
  process.disconnect();
}
