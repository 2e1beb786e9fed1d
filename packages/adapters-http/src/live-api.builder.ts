import { PRIVACY_POLICY_VERSION } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import type { AccountType, TokenStorePort } from '@publi/application';
import { afterAll, beforeAll } from 'vitest';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { createApiClient } from './create-api-client.js';
import { createFetchPublicReader } from './public-reads/fetch-public-reader.js';
import type { PublicReader } from './public-reads/public-reader.js';

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

/** The API listening on a free local port, and an axios client and a public reader on it. */
export interface LiveApi {
  readonly baseURL: string;
  readonly client: AxiosInstance;
  /** The light transport of the public reads, on the same server and token. */
  readonly read: PublicReader;
  readonly tokens: SwitchableTokenStore;
}

/** A person signed up in the auth emulator, with a real ID token. */
export interface LiveIdentity {
  readonly uid: string;
  readonly email: string;
  readonly idToken: string;
}

/** What the contract tests need of `@publi/server/testing`'s test app (structural, as above). */
export interface StartedTestApp {
  readonly app: ListeningApp;
  signUp(): Promise<LiveIdentity>;
  close(): Promise<void>;
}

/** The server of one test file on a real port, its axios client, and sign-ups through the adapters. */
export interface LiveTestApi<App extends StartedTestApp> extends LiveApi {
  /** The test app (its database, sign-ups); set once the file's `beforeAll` ran. */
  readonly testApp: App;
  /** Signs a new person up, creates their account through `AxiosAccountAdapter` and acts as them from then on. */
  signUpAccount(type?: AccountType, name?: string): Promise<LiveIdentity>;
}

/**
 * The prologue every contract test shares: `beforeAll` starts the server's test app with
 * `start` (`startTestApp` from `@publi/server/testing`, passed in so this file, which is not an
 * integration test, never imports the server) and puts it on a free port; `afterAll` closes it.
 * The client exists at once, so adapters can be built at the top of the file; it points at the
 * server once `beforeAll` ran.
 */
export function useLiveApi<App extends StartedTestApp>(start: () => Promise<App>): LiveTestApi<App> {
  const tokens = new SwitchableTokenStore();
  // A placeholder until the port is known; requests are only made from tests, after beforeAll.
  const client = createApiClient({ baseURL: 'http://127.0.0.1:1/api', tokenStore: tokens });
  let started: { readonly testApp: App; readonly baseURL: string } | undefined;
  const current = () => {
    if (started === undefined) throw new Error('useLiveApi: the test app is used before beforeAll started it.');
    return started;
  };

  beforeAll(async () => {
    const testApp = await start();
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    started = { testApp, baseURL: `${address}/api` };
    client.defaults.baseURL = started.baseURL;
  });
  afterAll(async () => {
    await started?.testApp.close();
  });

  // Built per call: the server's port is known only once beforeAll ran.
  const read: PublicReader = (name, call) => createFetchPublicReader({ baseURL: current().baseURL, tokenStore: tokens })(name, call);

  return {
    client,
    read,
    tokens,
    get baseURL() {
      return current().baseURL;
    },
    get testApp() {
      return current().testApp;
    },
    signUpAccount: async (type = 'brand', name = 'Marca Teste') => {
      const identity = await current().testApp.signUp();
      tokens.actAs(identity);
      await new AxiosAccountAdapter(client).createUser({ externalId: identity.uid, type, name, email: identity.email, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
      return identity;
    },
  };
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
