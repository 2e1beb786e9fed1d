import { PORT_TOKENS, type ChatPort, type CreatorProfilePort, type TokenStorePort } from '@publi/application';
import { ContainerModule } from 'inversify';
import type { AxiosAdapters } from './axios-adapters.js';
import type { CardCheckoutOptions } from './card-checkout.js';
import { deferredPort, DeferredChatPort, loadOnce, type AsyncPort } from './deferred-port.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import { HttpCreatorSearchAdapter } from './http-creator-search.adapter.js';
import { HttpReferenceDataAdapter } from './http-reference-data.adapter.js';
import { createFetchPublicReader } from './public-reads/fetch-public-reader.js';
import type { PublicReader } from './public-reads/public-reader.js';
import type { ViaCepOptions } from './via-cep-postal-code.adapter.js';

/** Where the API and the postal-code service are. */
export interface AdaptersHttpModuleOptions {
  /** The API base, `/api` included. */
  readonly baseURL: string;
  /** Where the card form goes for a token (the sandbox's `/sandbox` by default, beside the API): the runtime config's `payments.cards`. */
  readonly cards?: CardCheckoutOptions;
  readonly postalCode?: ViaCepOptions;
  /** How the public reads reach the API: the global `fetch` by default (the server's drawing of a page hands in its own). */
  readonly fetch?: typeof fetch;
}

const PUBLIC_READER = Symbol('publi.adaptersHttp.publicReader');
const CREATOR_DETAILS = Symbol('publi.adaptersHttp.creatorDetails');
const AXIOS_ADAPTERS = Symbol('publi.adaptersHttp.axiosAdapters');

/**
 * Binds every HTTP port this package implements, over the container's `TokenStorePort` (bound
 * by the auth adapters' module). Two transports (README):
 * - the public reads a first visit makes (search, typeahead, profiles, reference lists) go
 *   through `fetch` without loading a schema;
 * - every other port is a deferred port: axios, zod and the contract's schemas load, as one
 *   chunk, on the first call that needs them.
 */
export function adaptersHttpModule(options: AdaptersHttpModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<PublicReader>(PUBLIC_READER)
      .toDynamicValue((context) => createFetchPublicReader({ baseURL: options.baseURL, tokenStore: context.get<TokenStorePort>(PORT_TOKENS.TokenStorePort), ...(options.fetch ? { fetch: options.fetch } : {}) }))
      .inSingletonScope();
    bind(CREATOR_DETAILS).toDynamicValue((context) => new HttpCreatorDetailsReads(context.get<PublicReader>(PUBLIC_READER))).inSingletonScope();
    bind(PORT_TOKENS.CreatorSearchPort).toDynamicValue((context) => new HttpCreatorSearchAdapter(context.get<PublicReader>(PUBLIC_READER))).inSingletonScope();
    bind(PORT_TOKENS.ReferenceDataPort).toDynamicValue((context) => new HttpReferenceDataAdapter(context.get<PublicReader>(PUBLIC_READER))).inSingletonScope();

    bind<() => Promise<AxiosAdapters>>(AXIOS_ADAPTERS)
      .toDynamicValue((context) => {
        const tokenStore = context.get<TokenStorePort>(PORT_TOKENS.TokenStorePort);
        const creatorDetails = context.get<HttpCreatorDetailsReads>(CREATOR_DETAILS);
        return loadOnce(async () => {
          // First, and awaited on its own: zod then parses without compiling code, which the web's
          // Content-Security-Policy forbids. Inside the adapters' chunk it could run after a schema
          // chunk the bundler split off, since imported chunks evaluate first.
          await import('@publi/contract/without-eval');
          return (await import('./axios-adapters.js')).createAxiosAdapters({ ...options, tokenStore, creatorDetails });
        });
      })
      .inSingletonScope();
    const deferred = <Port extends AsyncPort<Port>>(token: symbol, pick: (adapters: AxiosAdapters) => Port): void => {
      bind(token)
        .toDynamicValue((context) => {
          const adapters = context.get<() => Promise<AxiosAdapters>>(AXIOS_ADAPTERS);
          return deferredPort(async () => pick(await adapters()));
        })
        .inSingletonScope();
    };
    deferred(PORT_TOKENS.AccountPort, (adapters) => adapters.account);
    deferred(PORT_TOKENS.AgentPort, (adapters) => adapters.agent);
    deferred(PORT_TOKENS.AuditLogPort, (adapters) => adapters.auditLog);
    deferred(PORT_TOKENS.CartPort, (adapters) => adapters.cart);
    deferred(PORT_TOKENS.CheckoutPort, (adapters) => adapters.checkout);
    deferred(PORT_TOKENS.ContractPort, (adapters) => adapters.contracts);
    deferred(PORT_TOKENS.ProposalPort, (adapters) => adapters.contracts);
    deferred(PORT_TOKENS.DeliveryPort, (adapters) => adapters.delivery);
    deferred(PORT_TOKENS.EarningsPort, (adapters) => adapters.earnings);
    deferred(PORT_TOKENS.EmailPort, (adapters) => adapters.email);
    deferred(PORT_TOKENS.NotificationPort, (adapters) => adapters.notification);
    deferred(PORT_TOKENS.PaymentPort, (adapters) => adapters.payment);
    deferred(PORT_TOKENS.PostalCodePort, (adapters) => adapters.postalCode);
    deferred(PORT_TOKENS.PrivacyPort, (adapters) => adapters.privacy);
    deferred(PORT_TOKENS.ProjectPort, (adapters) => adapters.project);
    deferred(PORT_TOKENS.UploadPort, (adapters) => adapters.upload);
    // A profile's public reads answer at once; its writes wait for the checked adapter.
    bind(PORT_TOKENS.CreatorProfilePort)
      .toDynamicValue((context) => {
        const adapters = context.get<() => Promise<AxiosAdapters>>(AXIOS_ADAPTERS);
        return deferredPort<CreatorProfilePort>(async () => (await adapters()).creatorProfile, context.get<HttpCreatorDetailsReads>(CREATOR_DETAILS));
      })
      .inSingletonScope();
    bind<ChatPort>(PORT_TOKENS.ChatPort)
      .toDynamicValue((context) => {
        const adapters = context.get<() => Promise<AxiosAdapters>>(AXIOS_ADAPTERS);
        return new DeferredChatPort(async () => (await adapters()).chat);
      })
      .inSingletonScope();
  });
}

