import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeAnswer } from './fake-answers.js';
import { refusal } from './fake-answers.js';
import { FakeCards } from './fake-cards.js';
import { FakeCharges } from './fake-charges.js';
import { FakeFaults } from './fake-faults.js';
import { FakeRecipients } from './fake-recipients.js';
import { FakeWebhooks, type WebhookDelivery } from './fake-webhooks.js';

/** How a local Pagar.me starts. */
export interface LocalPagarmeOptions {
  readonly secretKey: string;
  readonly publicKey: string;
  /** Publi's own recipient (`PAGARME_RECIPIENT_ID`): card charges land in it, payouts are funded from it. */
  readonly recipientId: string;
  /** Where its webhooks go; may be set later with {@link LocalPagarme.sendWebhooksTo}. */
  readonly webhookUrl?: string;
  /** The waits before each retry of a webhook the receiver did not take (a provider retries for days). */
  readonly webhookRetryDelaysMs?: readonly number[];
  /** Publi's recipient's balance at the start, in centavos (a test account's money, as Pix received elsewhere would be). */
  readonly openingBalanceCentavos?: number;
  /** 0 (any free port) unless stated. */
  readonly port?: number;
}

/** One API request and what it was answered (`0` when it was held unanswered). */
export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | undefined;
  status: number;
}

const BASE = '/core/v5';

/**
 * An in-process fake of Pagar.me's API v5 (README.md beside it), over plain HTTP on 127.0.0.1 at
 * `/core/v5/…`, for the real SDK pointed at it: card tokens, orders, charges and their
 * cancellation, recipients, balances and transfers, with basic auth, idempotency keys, signed
 * webhooks and faults.
 */
export class LocalPagarme {
  readonly requests: FakeRequest[] = [];
  readonly faults = new FakeFaults();
  readonly charges: FakeCharges;
  readonly recipients: FakeRecipients;
  private readonly cards = new FakeCards();
  private readonly webhooks: FakeWebhooks;
  private readonly kept = new Map<string, FakeAnswer>();
  private readonly held = new Set<ServerResponse>();
  private readonly server: Server;
  private port = 0;

  private constructor(private readonly options: LocalPagarmeOptions) {
    this.webhooks = new FakeWebhooks(options.secretKey, options.webhookRetryDelaysMs ?? [100, 400, 1600, 6400]);
    this.webhooks.url = options.webhookUrl;
    const now = () => new Date();
    const event = (type: string, data: object) => {
      this.webhooks.send(type, data);
    };
    this.recipients = new FakeRecipients({ id: options.recipientId, openingBalance: options.openingBalanceCentavos ?? 100_000_000 }, { event, now, later: (work) => setImmediate(work) });
    this.charges = new FakeCharges(this.cards, { event, now, credit: (amount) => { this.recipients.credit(options.recipientId, amount); } });
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
  }

  static async start(options: LocalPagarmeOptions): Promise<LocalPagarme> {
    const fake = new LocalPagarme(options);
    await fake.listen(options.port ?? 0);
    return fake;
  }

  /** `http://127.0.0.1:<port>`: `PAGARME_API_ADDRESS`. */
  get address(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  /** Every webhook call made and its answer. */
  get deliveries(): readonly WebhookDelivery[] {
    return this.webhooks.deliveries;
  }

  /** Where webhooks go from now on; `undefined` stops them (as an account with no webhook configured). */
  sendWebhooksTo(url: string | undefined): void {
    this.webhooks.url = url;
  }

  /** Resolves once every webhook started so far has been answered or given up on. */
  idle(): Promise<void> {
    return this.webhooks.idle();
  }

  /** Stops listening and drops every connection: calls meet a refused connection until {@link comeBack}. */
  async goDown(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => {
        resolve();
      });
      this.server.closeAllConnections();
    });
  }

  comeBack(): Promise<void> {
    return this.listen(this.port);
  }

  async stop(): Promise<void> {
    for (const response of this.held) response.destroy();
    await this.webhooks.idle();
    await this.goDown();
  }

  private listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const path = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname;
    // The browser's tokenization is called from any origin, as Pagar.me's is.
    response.setHeader('access-control-allow-origin', '*');
    if (method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' }).end();
      return;
    }
    const body = await readJson(request);
    if (path === '/tokens' && method === 'POST') {
      const answer = url.searchParams.get('appId') === this.options.publicKey ? this.cards.tokenize(body, new Date()) : refusal(401, 'Invalid public key.');
      this.answer(response, answer);
      return;
    }
    const key = header(request, 'idempotency-key');
    const logged: FakeRequest = { method, path, idempotencyKey: key, status: 0 };
    this.requests.push(logged);
    if (!this.authorized(request)) {
      this.answer(response, refusal(401, 'Authorization has been denied for this request.'), logged);
      return;
    }
    const early = this.faults.takeRefusal(`${method} ${path}`);
    if (early !== undefined) {
      this.answer(response, early, logged);
      return;
    }
    const keptAs = key === undefined ? undefined : `${method} ${path} ${key}`;
    const kept = keptAs === undefined ? undefined : this.kept.get(keptAs);
    const answer = kept ?? this.route(method, path, url.searchParams, body);
    if (keptAs !== undefined && answer.status < 300) this.kept.set(keptAs, answer);
    const after = this.faults.takeAfter(`${method} ${path}`, answer);
    if (after === 'hang') this.held.add(response);
    else this.answer(response, after, logged);
  }

  private route(method: string, path: string, query: URLSearchParams, body: unknown): FakeAnswer {
    const [, first, id, third, fourth] = path.split('/');
    const call = `${method} /${first ?? ''}${id === undefined ? '' : '/:id'}${third === undefined ? '' : `/${third}`}${fourth === undefined ? '' : '/:id'}`;
    const target = id ?? '';
    switch (call) {
      case 'POST /orders':
        return this.charges.createOrder(body);
      case 'GET /charges':
        return this.charges.list(query);
      case 'GET /charges/:id':
        return this.charges.get(target);
      case 'DELETE /charges/:id':
        return this.charges.cancel(target, body);
      case 'GET /recipients':
        return this.recipients.list(query);
      case 'POST /recipients':
        return this.recipients.create(body);
      case 'GET /recipients/:id':
        return this.recipients.get(target);
      case 'GET /recipients/:id/balance':
        return this.recipients.balance(target);
      case 'POST /recipients/:id/transfers':
        return this.recipients.transferOut(target, body);
      case 'GET /recipients/:id/transfers':
        return this.recipients.listTransfers(target, query);
      case 'POST /transfers/:id':
        return target === 'recipients' ? this.recipients.transferBetween(body) : refusal(404, 'Not found.');
      case 'GET /transfers/:id':
        return this.recipients.getTransfer(target);
      default:
        return refusal(404, `No such path: ${method} ${path}`);
    }
  }

  /** HTTP basic with the account's secret key as the user and an empty password, as the SDK sends it. */
  private authorized(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  private answer(response: ServerResponse, answer: FakeAnswer, logged?: FakeRequest): void {
    if (logged !== undefined) logged.status = answer.status;
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
