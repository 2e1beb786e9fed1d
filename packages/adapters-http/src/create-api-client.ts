import axios, { type AxiosInstance } from 'axios';
import type { TokenStorePort } from '@publi/application';

/** Where the API is and where the login token is kept. */
export interface ApiClientOptions {
  /** The API base, `/api` included (`https://publi.example/api`). */
  readonly baseURL: string;
  readonly tokenStore: TokenStorePort;
}

/**
 * The one axios instance every Publi adapter shares. The token is read on each request, not
 * once, so a refreshed or cleared session applies at once. Any status reaches the response
 * reader: the server's error body, not axios's, says what went wrong.
 */
export function createApiClient({ baseURL, tokenStore }: ApiClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL,
    validateStatus: () => true,
    // Repeated keys (`?states=PE&states=SP`), the list form the contract reads; axios would
    // write `states[]=PE` otherwise.
    paramsSerializer: { indexes: null },
  });
  client.interceptors.request.use((config) => {
    const token = tokenStore.read();
    if (token !== null) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return client;
}
