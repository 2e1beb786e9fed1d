import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny HTTP server on 127.0.0.1 answering what a test asks, so no test reaches the internet. */
export interface LocalJsonServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** The paths requested so far, in order. */
  readonly paths: readonly string[];
  close(): Promise<void>;
}

/** One answer: a status and a raw body (already JSON text, or anything else on purpose). */
export interface LocalAnswer {
  readonly status: number;
  readonly body: string;
}

/** Starts a server that answers each request with `answer(request)`. */
export async function startLocalJsonServer(answer: (request: IncomingMessage) => LocalAnswer): Promise<LocalJsonServer> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    paths,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
