import type { TokenStorePort } from '@publi/application';
import type { CardCheckoutOptions } from './card-checkout.js';
import { loadCheckedAdapter, type CheckedAdapterLoader, type CheckedPortName, type CheckedPorts } from './checked-adapters.js';
import { loadOnce } from './deferred-port.js';
import type { CreatorDetailsReads } from './http-creator-details.reads.js';
import type { ViaCepOptions } from './via-cep-postal-code.adapter.js';

/** What the checked adapters are built from, and how their code arrives. */
export interface CheckedAdapterLoadsOptions {
  readonly baseURL: string;
  readonly cards?: CardCheckoutOptions;
  readonly postalCode?: ViaCepOptions;
  readonly tokenStore: TokenStorePort;
  readonly creatorDetails: CreatorDetailsReads;
  /** `loadCheckedAdapter` (one `import()` per adapter) unless told. */
  readonly load?: CheckedAdapterLoader;
}

/** The load of one checked adapter: once, shared by every caller, again after a failure (`loadOnce`). */
export type CheckedAdapterLoads = <Name extends CheckedPortName>(name: Name) => () => Promise<CheckedPorts[Name]>;

/**
 * The checked adapters, each loaded on the first call of one of its ports, with its own code
 * only. They share one axios client, created once. No adapter's code runs before zod is told to
 * parse without compiling code (`@publi/contract/without-eval`), which the web's
 * Content-Security-Policy forbids: an adapter's chunk imports the chunks of the schemas it
 * shares with others, and imported chunks evaluate first, so the setting cannot travel inside
 * it. The web's entry imports it first thing, so in the browser this wait ends at once and the
 * adapter's code is asked for in the same turn as the call, beside axios; elsewhere (tests, a
 * host that did not) the setting loads here first.
 */
export function checkedAdapterLoads({ load = loadCheckedAdapter, ...deps }: CheckedAdapterLoadsOptions): CheckedAdapterLoads {
  const withoutEval = loadOnce(() => import('@publi/contract/without-eval'));
  const client = loadOnce(async () => (await import('./create-api-client.js')).createApiClient({ baseURL: deps.baseURL, tokenStore: deps.tokenStore }));
  // By name, so the contract and proposal ports share one load and one adapter.
  const loads = new Map<CheckedPortName, () => Promise<CheckedPorts[CheckedPortName]>>();
  return <Name extends CheckedPortName>(name: Name) => {
    let adapter = loads.get(name) as (() => Promise<CheckedPorts[Name]>) | undefined;
    if (adapter === undefined) {
      adapter = loadOnce(async () => {
        const [build, apiClient] = await Promise.all([withoutEval().then(() => load(name)), client()]);
        return build({ ...deps, client: apiClient });
      });
      loads.set(name, adapter);
    }
    return adapter;
  };
}
