import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../../http/close-server.js';

/** A callback as the receiver got it. */
export interface ReceivedCallback {
  readonly path: string;
  readonly body: string;
}

/**
 * A plain HTTP server standing for the receiving user's webhook in the PSP's own tests: it keeps
 * what it receives and answers the statuses it is told, one per request, then 200.
 */
export class CallbackReceiver {
  readonly received: ReceivedCallback[] = [];
  private readonly statuses: number[] = [];

  private constructor(
    private readonly server: Server,
    /** The webhook URL to register (no trailing slash: the PSP appends `/pix`). */
    readonly url: string,
  ) {}

  static async start(): Promise<CallbackReceiver> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new CallbackReceiver(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        receiver.received.push({ path: request.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(receiver.statuses.shift() ?? 200).end();
      });
    });
    return receiver;
  }

  /** The next requests answer these statuses, in order. */
  answerNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}
