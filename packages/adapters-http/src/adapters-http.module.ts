import { PORT_TOKENS, type ChatPort, type CreatorProfilePort, type TokenStorePort } from '@publi/application';
import { ContainerModule } from 'inversify';
import type { CardCheckoutOptions } from './card-checkout.js';
import { checkedAdapterLoads, type CheckedAdapterLoads } from './checked-adapter-loads.js';
import type { CheckedAdapterLoader } from './checked-adapters.js';
import { deferredPort, DeferredChatPort, type AsyncPort } from './deferred-port.js';
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
  /** How a checked adapter's code arrives: its own chunk, through `import()`, unless told (a test counts the loads). */
  readonly loadCheckedAdapter?: CheckedAdapterLoader;
}

const PUBLIC_READER = Symbol('publi.adaptersHttp.publicReader');
const CREATOR_DETAILS = Symbol('publi.adaptersHttp.creatorDetails');
const CHECKED_ADAPTERS = Symbol('publi.adaptersHttp.checkedAdapters');

/**
 * Binds every HTTP port this package implements, over the container's `TokenStorePort` (bound
 * by the auth adapters' module). Two transports (README):
 * - the public reads a first visit makes (search, typeahead, profiles, reference lists) go
 *   through `fetch` without loading a schema;
 * - every other port is a deferred port: its adapter, with the routes and schemas it calls,
 *   loads on the port's first call (`checked-adapter-loads.ts`); axios and zod load with the first.
 */
export function adaptersHttpModule(options: AdaptersHttpModuleOptions): ContainerModule {
  const { fetch: publicFetch, loadCheckedAdapter, ...api } = options;
  return new ContainerModule(({ bind }) => {
    bind<PublicReader>(PUBLIC_READER)
      .toDynamicValue((context) => createFetchPublicReader({ baseURL: api.baseURL, tokenStore: context.get<TokenStorePort>(PORT_TOKENS.TokenStorePort), ...(publicFetch ? { fetch: publicFetch } : {}) }))
      .inSingletonScope();
    bind(CREATOR_DETAILS).toDynamicValue((context) => new HttpCreatorDetailsReads(context.get<PublicReader>(PUBLIC_READER))).inSingletonScope();
    bind(PORT_TOKENS.CreatorSearchPort).toDynamicValue((context) => new HttpCreatorSearchAdapter(context.get<PublicReader>(PUBLIC_READER))).inSingletonScope();
    bind(PORT_TOKENS.ReferenceDataPort).toDynamicValue((context) => new HttpReferenceDataAdapter(context.get<PublicReader>(PUBLIC_READER))).inSingletonScope();

    bind<CheckedAdapterLoads>(CHECKED_ADAPTERS)
      .toDynamicValue((context) =>
        checkedAdapterLoads({
          ...api,
          tokenStore: context.get<TokenStorePort>(PORT_TOKENS.TokenStorePort),
          creatorDetails: context.get<HttpCreatorDetailsReads>(CREATOR_DETAILS),
          ...(loadCheckedAdapter ? { load: loadCheckedAdapter } : {}),
        }),
      )
      .inSingletonScope();
    const deferred = <Port extends AsyncPort<Port>>(token: symbol, load: (loads: CheckedAdapterLoads) => () => Promise<Port>): void => {
      bind(token)
        .toDynamicValue((context) => deferredPort(load(context.get<CheckedAdapterLoads>(CHECKED_ADAPTERS))))
        .inSingletonScope();
    };
    deferred(PORT_TOKENS.AccountPort, (loads) => loads('account'));
    deferred(PORT_TOKENS.AgentPort, (loads) => loads('agent'));
    deferred(PORT_TOKENS.AuditLogPort, (loads) => loads('auditLog'));
    deferred(PORT_TOKENS.CartPort, (loads) => loads('cart'));
    deferred(PORT_TOKENS.CheckoutPort, (loads) => loads('checkout'));
    // One adapter, so one load, answers both the contract and the proposal ports.
    deferred(PORT_TOKENS.ContractPort, (loads) => loads('contracts'));
    deferred(PORT_TOKENS.ProposalPort, (loads) => loads('contracts'));
    deferred(PORT_TOKENS.DeliveryPort, (loads) => loads('delivery'));
    deferred(PORT_TOKENS.EarningsPort, (loads) => loads('earnings'));
    deferred(PORT_TOKENS.EmailPort, (loads) => loads('email'));
    deferred(PORT_TOKENS.NotificationPort, (loads) => loads('notification'));
    deferred(PORT_TOKENS.PaymentPort, (loads) => loads('payment'));
    deferred(PORT_TOKENS.PostalCodePort, (loads) => loads('postalCode'));
    deferred(PORT_TOKENS.PrivacyPort, (loads) => loads('privacy'));
    deferred(PORT_TOKENS.ProjectPort, (loads) => loads('project'));
    deferred(PORT_TOKENS.UploadPort, (loads) => loads('upload'));
    // A profile's public reads answer at once; its writes wait for the checked adapter.
    bind(PORT_TOKENS.CreatorProfilePort)
      .toDynamicValue((context) => deferredPort<CreatorProfilePort>(context.get<CheckedAdapterLoads>(CHECKED_ADAPTERS)('creatorProfile'), context.get<HttpCreatorDetailsReads>(CREATOR_DETAILS)))
      .inSingletonScope();
    bind<ChatPort>(PORT_TOKENS.ChatPort)
      .toDynamicValue((context) => new DeferredChatPort(context.get<CheckedAdapterLoads>(CHECKED_ADAPTERS)('chat')))
      .inSingletonScope();
  });
}

