import { Agent, request as httpsRequest } from 'node:https';
import { ProviderUnansweredError, ProviderUnavailableError } from '../../ports/payment-provider.port.js';
import { connectionFailure, serverFailure } from '../provider-connection-errors.js';
import type { ApiPixConfig } from './api-pix-config.js';

/** A PSP's answer: its status and parsed JSON body (null when it sent none). */
export interface PspAnswer {
  readonly status: number;
  readonly body: unknown;
}

// Renew the token this long before the PSP says it expires, so a call never carries one that dies on the way.
const TOKEN_MARGIN_MS = 30_000;

/**
 * Calls the PSP's API Pix as the standard requires: over mutual TLS with the certificate the PSP
 * issued, and with an OAuth2 client-credentials token, kept until shortly before it expires and
 * fetched again once when the PSP answers 401 (a token it revoked or expired early). Bodies are
 * JSON. A failure before the PSP could read the request, a 503, or no token, is a
 * `ProviderUnavailableError` (nothing was done); a timeout, a broken connection or another 5xx is a
 * `ProviderUnansweredError` (it may have acted).
 */
export class ApiPixHttp {
  private readonly agent: Agent;
  private token: { readonly value: string; readonly until: number } | null = null;

  constructor(private readonly config: ApiPixConfig) {
    this.agent = new Agent({ cert: config.certificate, key: config.privateKey, ...(config.ca === undefined ? {} : { ca: config.ca }), keepAlive: true });
  }

  /** `method path` of the API (the path after the base URL), with `body` as JSON. */
  async call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<PspAnswer> {
    const first = await this.send(method, `${this.config.baseUrl}${path}`, body, await this.bearer());
    if (first.status !== 401) return this.checked(first);
    this.token = null;
    return this.checked(await this.send(method, `${this.config.baseUrl}${path}`, body, await this.bearer()));
  }

  private checked(answer: PspAnswer): PspAnswer {
    const failed = serverFailure(answer.status, 'the PSP');
    if (failed !== null) throw failed;
    if (answer.status === 401 || answer.status === 403) throw new Error(`the PSP refused Publi's credentials (${String(answer.status)})`);
    return answer;
  }

  private async bearer(): Promise<string> {
    if (this.token !== null && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64');
    const answer = await this.send('POST', this.config.tokenUrl, 'grant_type=client_credentials', `Basic ${basic}`, 'application/x-www-form-urlencoded');
    const token = answer.body as { access_token?: unknown; expires_in?: unknown } | null;
    if (answer.status !== 200 || typeof token?.access_token !== 'string') throw new ProviderUnavailableError(new Error(`the PSP's token endpoint answered ${String(answer.status)}`));
    const seconds = typeof token.expires_in === 'number' ? token.expires_in : 60;
    this.token = { value: `Bearer ${token.access_token}`, until: Date.now() + Math.max(seconds * 1000 - TOKEN_MARGIN_MS, 1000) };
    return this.token.value;
  }

  private send(method: string, url: string, body: unknown, authorization: string, contentType = 'application/json'): Promise<PspAnswer> {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (payload !== undefined) Object.assign(headers, { 'content-type': contentType, 'content-length': String(Buffer.byteLength(payload)) });
    return new Promise<PspAnswer>((resolve, reject) => {
      const outgoing = httpsRequest(url, { method, agent: this.agent, headers, timeout: this.config.timeoutMs }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: incoming.statusCode ?? 0, body: parseJson(text) });
        });
      });
      outgoing.on('timeout', () => outgoing.destroy(new ProviderUnansweredError(new Error(`no answer within ${String(this.config.timeoutMs)} ms`))));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (error instanceof ProviderUnansweredError) reject(error);
        else reject(connectionFailure(error));
      });
      outgoing.end(payload);
    });
  }
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
