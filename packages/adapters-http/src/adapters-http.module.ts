import {
  PORT_TOKENS,
  type PostalCodePort,
  type TokenStorePort,
} from '@publi/application';
import type { AxiosInstance } from 'axios';
import { ContainerModule } from 'inversify';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
import { AxiosCartAdapter } from './axios-cart.adapter.js';
import { AxiosChatAdapter } from './axios-chat.adapter.js';
import { AxiosCheckoutAdapter } from './axios-checkout.adapter.js';
import { AxiosContractAdapter } from './axios-contract.adapter.js';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { AxiosCreatorSearchAdapter } from './axios-creator-search.adapter.js';
import { AxiosDeliveryAdapter } from './axios-delivery.adapter.js';
import { AxiosEarningsAdapter } from './axios-earnings.adapter.js';
import { AxiosNotificationAdapter } from './axios-notification.adapter.js';
import { AxiosAuditLogAdapter } from './axios-audit-log.adapter.js';
import { AxiosPrivacyAdapter } from './axios-privacy.adapter.js';
import { AxiosPaymentAdapter } from './axios-payment.adapter.js';
import { AxiosProjectAdapter } from './axios-project.adapter.js';
import { AxiosReferenceDataAdapter } from './axios-reference-data.adapter.js';
import { AxiosUploadAdapter } from './axios-upload.adapter.js';
import { createApiClient } from './create-api-client.js';
import { ViaCepPostalCodeAdapter, type ViaCepOptions } from './via-cep-postal-code.adapter.js';

/** Where the API and the postal-code service are. */
export interface AdaptersHttpModuleOptions {
  /** The API base, `/api` included. */
  readonly baseURL: string;
  /** The payment provider's checkout (the sandbox's `/sandbox` by default, beside the API). */
  readonly checkoutURL?: string;
  readonly postalCode?: ViaCepOptions;
}

const API_CLIENT = Symbol('publi.adaptersHttp.apiClient');
// One adapter answers both the contract and the proposal ports.
const CONTRACTS = Symbol('publi.adaptersHttp.contracts');

/**
 * Binds every HTTP port this package implements, sharing one axios client that reads the login
 * token from the container's `TokenStorePort` (bound by the auth adapters' module).
 */
export function adaptersHttpModule(options: AdaptersHttpModuleOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<AxiosInstance>(API_CLIENT)
      .toDynamicValue((context) => createApiClient({ baseURL: options.baseURL, tokenStore: context.get<TokenStorePort>(PORT_TOKENS.TokenStorePort) }))
      .inSingletonScope();
    const overClient = (token: symbol, make: (client: AxiosInstance) => object): void => {
      bind(token).toDynamicValue((context) => make(context.get<AxiosInstance>(API_CLIENT))).inSingletonScope();
    };
    overClient(PORT_TOKENS.AccountPort, (client) => new AxiosAccountAdapter(client));
    overClient(PORT_TOKENS.AgentPort, (client) => new AxiosAgentAdapter(client));
    overClient(PORT_TOKENS.CartPort, (client) => new AxiosCartAdapter(client));
    overClient(PORT_TOKENS.CreatorProfilePort, (client) => new AxiosCreatorProfileAdapter(client));
    overClient(PORT_TOKENS.CreatorSearchPort, (client) => new AxiosCreatorSearchAdapter(client));
    overClient(PORT_TOKENS.ProjectPort, (client) => new AxiosProjectAdapter(client));
    bind(CONTRACTS).toDynamicValue((context) => new AxiosContractAdapter(context.get<AxiosInstance>(API_CLIENT))).inSingletonScope();
    bind(PORT_TOKENS.ContractPort).toService(CONTRACTS);
    bind(PORT_TOKENS.ProposalPort).toService(CONTRACTS);
    bind(PORT_TOKENS.ChatPort)
      .toDynamicValue(
        (context) =>
          new AxiosChatAdapter(context.get<AxiosInstance>(API_CLIENT), { baseURL: options.baseURL, tokenStore: context.get<TokenStorePort>(PORT_TOKENS.TokenStorePort) }),
      )
      .inSingletonScope();
    overClient(PORT_TOKENS.NotificationPort, (client) => new AxiosNotificationAdapter(client));
    overClient(PORT_TOKENS.AuditLogPort, (client) => new AxiosAuditLogAdapter(client));
    overClient(PORT_TOKENS.PrivacyPort, (client) => new AxiosPrivacyAdapter(client));
    overClient(PORT_TOKENS.PaymentPort, (client) => new AxiosPaymentAdapter(client));
    overClient(PORT_TOKENS.DeliveryPort, (client) => new AxiosDeliveryAdapter(client));
    overClient(PORT_TOKENS.EarningsPort, (client) => new AxiosEarningsAdapter(client));
    bind(PORT_TOKENS.CheckoutPort)
      .toDynamicValue(() => new AxiosCheckoutAdapter(options.checkoutURL ?? options.baseURL.replace(/\/api\/?$/, '/sandbox')))
      .inSingletonScope();
    overClient(PORT_TOKENS.ReferenceDataPort, (client) => new AxiosReferenceDataAdapter(client));
    overClient(PORT_TOKENS.UploadPort, (client) => new AxiosUploadAdapter(client));
    bind<PostalCodePort>(PORT_TOKENS.PostalCodePort)
      .toDynamicValue(() => new ViaCepPostalCodeAdapter(options.postalCode ?? {}))
      .inSingletonScope();
  });
}
