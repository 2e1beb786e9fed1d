import type { AxiosInstance } from 'axios';
import type { TokenStorePort } from '@publi/application';
import { createApiClient } from './create-api-client.js';

/** What the contract tests need of the test app's Fastify instance (kept structural so this file does not import the server). */
export interface ListeningApp {
  listen(options: { readonly port: number; readonly host: string }): Promise<string>;
}

/** A token store a test switches between people. */
export class SwitchableTokenStore implements TokenStorePort {
  private token: string | null = null;

  read(): string | null {
    return this.token;
  }

  save(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }

  /** Acts as `identity` from now on, or anonymously with `null`. */
  actAs(identity: { readonly idToken: string } | null): void {
    this.token = identity === null ? null : identity.idToken;
  }
}

/** The API listening on a free local port, and an axios client on it. */
export interface LiveApi {
  readonly baseURL: string;
  readonly client: AxiosInstance;
  readonly tokens: SwitchableTokenStore;
}

/** Puts `app` on a real port (axios needs one; `inject` is not HTTP) and builds the client. */
export async function listenLiveApi(app: ListeningApp): Promise<LiveApi> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseURL = `${address}/api`;
  const tokens = new SwitchableTokenStore();
  return { baseURL, client: createApiClient({ baseURL, tokenStore: tokens }), tokens };
}

/** The `ApplicationError` (or anything else) `promise` rejects with. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
