import { request } from 'node:https';
import type { CertificateAndKey, TestCertificates } from './test-certificates.js';

/** An answer of the local PSP as a test sees it. */
export interface PspAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

/** A request to the local PSP. */
export interface PspCall {
  readonly token?: string;
  readonly body?: unknown;
  /** Sent as is instead of `body`. */
  readonly rawBody?: string;
  readonly contentType?: string;
  readonly authorization?: string;
  /** Abort after this long (a `hangNext` test); the call then rejects. */
  readonly timeoutMs?: number;
}

/**
 * A bare HTTPS client for the tests, with a chosen client certificate (or none): what the API Pix
 * adapter does, written out by hand, so the PSP's own tests do not depend on the adapter.
 */
export class PspTestClient {
  constructor(
    private readonly certificates: TestCertificates,
    /** The client certificate to present; null for none. */
    private readonly identity: CertificateAndKey | null = certificates.client,
  ) {}

  /** Calls an absolute URL of the PSP. */
  call(method: string, url: string, call: PspCall = {}): Promise<PspAnswer> {
    const payload = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
    const headers: Record<string, string> = {};
    if (payload !== undefined) headers['content-type'] = call.contentType ?? 'application/json';
    if (call.token !== undefined) headers['authorization'] = `Bearer ${call.token}`;
    if (call.authorization !== undefined) headers['authorization'] = call.authorization;
    return new Promise((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method,
          headers,
          ca: this.certificates.ca,
          ...(this.identity ? { cert: this.identity.cert, key: this.identity.key } : {}),
          agent: false,
          ...(call.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(call.timeoutMs) }),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: incoming.statusCode ?? 0, contentType: incoming.headers['content-type'], body: text === '' ? undefined : (JSON.parse(text) as unknown) });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  /** An access token from the token endpoint (all scopes unless some are named). */
  async token(tokenUrl: string, clientId: string, clientSecret: string, scope?: string): Promise<string> {
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(scope === undefined ? {} : { scope }) });
    const answer = await this.call('POST', tokenUrl, {
      rawBody: form.toString(),
      contentType: 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    });
    const token = (answer.body as { access_token?: unknown } | undefined)?.access_token;
    if (answer.status !== 200 || typeof token !== 'string') throw new Error(`no token: ${answer.status} ${JSON.stringify(answer.body)}`);
    return token;
  }
}
