import { Agent } from 'node:https';
import { connect, type Socket } from 'node:net';
import { Client } from '@pagarme/pagarme-nodejs-sdk';
import type { PagarmeConfig } from './pagarme-config.js';

/**
 * Carries the SDK's HTTPS requests over plain TCP to a local fake's host and port. The SDK's base
 * URL is fixed (`https://api.pagar.me/core/v5`, its `getBaseUri`) and it has no option to change
 * it; it does take an `httpsAgent`, and Node's https client speaks over whatever socket its agent's
 * `createConnection` gives it: a plain one means plain HTTP, with the path (`/core/v5/…`), the
 * headers and the basic auth unchanged. Only for `PAGARME_API_ADDRESS`, which production refuses.
 */
class LocalFakeAgent extends Agent {
  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {
    // A connection per call: a fake stopped and started again (the fault tests) meets no stale socket.
    super({ keepAlive: false });
  }

  override createConnection(): Socket {
    return connect({ host: this.host, port: this.port });
  }
}

/**
 * The SDK's client for `config`: the secret key as the basic-auth user (empty password, as
 * Pagar.me documents), the call's timeout, no retries of its own (Publi repeats a call itself,
 * with the same idempotency key), and the local fake's address when one is set.
 */
export function pagarmeClient(config: Pick<PagarmeConfig, 'secretKey' | 'apiAddress' | 'timeoutMs'>): Client {
  const local = config.apiAddress === undefined ? undefined : new URL(config.apiAddress);
  return new Client({
    basicAuthCredentials: { username: config.secretKey, password: '' },
    timeout: config.timeoutMs,
    httpClientOptions: {
      timeout: config.timeoutMs,
      retryConfig: { maxNumberOfRetries: 0 },
      ...(local === undefined ? {} : { httpsAgent: new LocalFakeAgent(local.hostname, Number(local.port)) }),
    },
  });
}
