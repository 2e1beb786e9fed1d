import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { answerApiRequest, readBody, writeAnswer, type ApiExchange } from './api-request.js';
import { Callbacks, type CallbackRecord } from './callbacks.js';
import { Charges, type Receiver } from './charges.js';
import { OAuthTokens } from './oauth.js';
import { PixApiDocument } from './pix-api-document.js';
import { Faults } from './faults.js';
import { describeProblem, problem, type ApiAnswer } from './problems.js';
import type { TestCertificates } from './test-certificates.js';
import { closeServer } from '../../http/close-server.js';

/** How a test sets up the local PSP. */
export interface LocalPspOptions {
  readonly certificates: TestCertificates;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The receiver's Pix key: the only `chave` charges and webhooks may name. */
  readonly pixKey: string;
  /** Default 300. */
  readonly tokenTtlSeconds?: number;
  /** Delays between callback attempts after a non-2xx or a network error; default [50, 200, 800]. */
  readonly callbackRetryDelaysMs?: readonly number[];
  /** The receiver (cobv's `recebedor`, the webhook's `cnpj`, the BR Code's merchant); a test company by default. */
  readonly receiver?: Receiver;
}

/** A request the local PSP received. */
export interface LocalPspRequest {
  readonly method: string;
  readonly path: string;
  /** The status answered (for a request `hangNext` held: the status it would have answered). */
  readonly status: number;
  /** For an error: its type, detail and violations, in one line. */
  readonly problem?: string;
  /** False for a request `hangNext` held: the client never got an answer. */
  readonly answered: boolean;
}

const DEFAULT_RECEIVER: Receiver = { cnpj: '12345678000195', nome: 'PSP LOCAL DA PUBLI', logradouro: 'Rua dos Testes, 100', cidade: 'SAO PAULO', uf: 'SP', cep: '01001000' };
// Statuses the document lists for no operation but that the PSP answers on purpose: 401 (the
// API Pix leaves authentication to the security manual) and 500 (`failNext`).
const UNLISTED_BY_DESIGN = new Set([401, 500]);

/**
 * A receiving PSP for the tests: HTTPS with mutual TLS, OAuth2 client credentials, and the
 * API Pix's cob, cobv, pix, devolução and webhook operations, every request and response held
 * to the Central Bank's document. It also plays the payer's bank (`pay`) and injects faults.
 */
export class LocalPsp {
  readonly requests: LocalPspRequest[] = [];
  readonly responseViolations: string[] = [];
  private readonly tokens: OAuthTokens;
  private readonly charges: Charges;
  private readonly callbackSender: Callbacks;
  private readonly faults = new Faults();

  private constructor(
    private readonly server: Server,
    private readonly document: PixApiDocument,
    private readonly origin: string,
    private readonly options: LocalPspOptions,
  ) {
    this.tokens = new OAuthTokens(options.clientId, options.clientSecret, options.tokenTtlSeconds ?? 300);
    this.charges = new Charges(origin, options.receiver ?? DEFAULT_RECEIVER);
    this.callbackSender = new Callbacks(
      options.callbackRetryDelaysMs ?? [50, 200, 800],
      (body) => document.webhookViolations(body),
      (violation) => this.responseViolations.push(violation),
    );
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.handle(request, response).catch((error: unknown) => {
        this.responseViolations.push(`the local PSP failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) writeAnswer(response, problem(500, 'ErroInternoDoServidor', 'Falha do PSP local.'));
      });
    });
  }

  /** Starts a PSP on a free port of 127.0.0.1 (the document is compiled once per process). */
  static async start(options: LocalPspOptions): Promise<LocalPsp> {
    const document = await PixApiDocument.shared();
    const { ca, server: own } = options.certificates;
    const server = createServer({ key: own.key, cert: own.cert, ca, requestCert: true, rejectUnauthorized: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new LocalPsp(server, document, `https://127.0.0.1:${port}`, options);
  }

  /** The API's root: the document's servers path. */
  get baseUrl(): string {
    return `${this.origin}/api`;
  }

  /** The OAuth2 token endpoint. */
  get tokenUrl(): string {
    return `${this.origin}/oauth/token`;
  }

  /** Every callback attempt, retries and replays included. */
  get callbacks(): readonly CallbackRecord[] {
    return this.callbackSender.records;
  }

  /** How many access tokens were issued. */
  tokensIssued(): number {
    return this.tokens.issued;
  }

  /** Pays a charge as the payer's bank; resolves once its callback (if a webhook is registered) is answered or given up. */
  async pay(txid: string, options: { valor?: string; horario?: Date } = {}): Promise<{ endToEndId: string }> {
    const pix = this.charges.pay(txid, options.valor, options.horario ?? new Date());
    await this.callbackSender.deliver([this.charges.pixToWire(pix)]);
    return { endToEndId: pix.endToEndId };
  }

  /** Sends the last callback again, byte for byte (a replay); answers the receiver's status. */
  repeatLastCallback(): Promise<number> {
    return this.callbackSender.repeatLast();
  }

  /** The next `count` API requests answer `status` with a Problema and do nothing. */
  failNext(count: number, status: 500 | 503): void {
    this.faults.failNext(count, status);
  }

  /** The next `count` API requests take effect but are never answered. */
  hangNext(count: number): void {
    this.faults.hangNext(count);
  }

  /** Every token issued so far answers 401 from now on. */
  expireTokens(): void {
    this.tokens.expireAll();
  }

  /** Refunds asked from now on end `NAO_REALIZADO`, with a motivo. */
  refuseRefunds(): void {
    this.faults.refusesRefunds = true;
  }

  /** The next charge created is paid, and its callback sent and answered, before its PUT answers. */
  payBeforeAnswering(): void {
    this.faults.payBeforeAnswering();
  }

  /** Stops the server, cutting the connections it still holds (the requests `hangNext` kept). */
  stop(): Promise<void> {
    return closeServer(this.server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const method = (request.method ?? 'GET').toLowerCase();
    const rawBody = await readBody(request);
    const record = (answer: ApiAnswer, answered = true): void => {
      const described = describeProblem(answer);
      this.requests.push({ method: method.toUpperCase(), path: url.pathname + url.search, status: answer.status, answered, ...(described ? { problem: described } : {}) });
    };
    if (url.pathname === '/oauth/token' && method === 'post') {
      const answer = this.tokens.answer(request.headers['content-type'], request.headers.authorization, rawBody);
      record(answer);
      // RFC 6749 §5.1 and §5.2: tokens are never cached; a refused client is told the scheme.
      writeAnswer(response, { ...answer, headers: { 'cache-control': 'no-store', ...(answer.status === 401 ? { 'www-authenticate': 'Basic realm="local-psp"' } : {}) } });
      return;
    }
    const failure = url.pathname.startsWith('/api/') ? this.faults.takeFailure() : undefined;
    if (failure) {
      this.checkAnswer(undefined, failure);
      record(failure);
      writeAnswer(response, failure);
      return;
    }
    const hang = url.pathname.startsWith('/api/') && this.faults.takeHang();
    const receiver = this.options.receiver ?? DEFAULT_RECEIVER;
    const context = { charges: this.charges, callbacks: this.callbackSender, pixKey: this.options.pixKey, receiver, refusesRefunds: () => this.faults.refusesRefunds };
    const exchange = answerApiRequest(this.document, this.tokens, context, { method, url, headers: request.headers, rawBody });
    this.checkAnswer(exchange.operationId, exchange.answer);
    record(exchange.answer, !hang);
    await this.payIfAsked(exchange);
    // A held request still takes effect, settlement included: only its answer is lost.
    if (!hang) writeAnswer(response, exchange.answer);
    await exchange.answer.afterAnswer?.();
  }

  private async payIfAsked(exchange: ApiExchange): Promise<void> {
    const creates = exchange.operationId === 'put /cob/{txid}' || exchange.operationId === 'put /cobv/{txid}';
    if (!creates || exchange.answer.status !== 201 || !this.faults.takePayBeforeAnswer()) return;
    await this.pay(exchange.params['txid'] ?? '');
  }

  private checkAnswer(operationId: string | undefined, answer: ApiAnswer): void {
    const violations =
      operationId === undefined || UNLISTED_BY_DESIGN.has(answer.status)
        ? this.document.problemViolations(answer.body).map((violation) => `${String(answer.status)}: ${violation}`)
        : this.document.responseViolations(operationId, answer.status, answer.body === undefined ? undefined : (answer.contentType ?? 'application/json'), answer.body);
    this.responseViolations.push(...violations);
  }
}
