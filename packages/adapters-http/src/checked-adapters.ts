import type {
  AccountPort,
  AgentPort,
  AuditLogPort,
  CartPort,
  ChatPort,
  CheckoutPort,
  ContractPort,
  CreatorProfilePort,
  DeliveryPort,
  EarningsPort,
  EmailPort,
  NotificationPort,
  PaymentPort,
  PostalCodePort,
  PrivacyPort,
  ProjectPort,
  ProposalPort,
  TokenStorePort,
  UploadPort,
} from '@publi/application';
import type { AxiosInstance } from 'axios';
import type { CardCheckoutOptions } from './card-checkout.js';
import type { CreatorDetailsReads } from './http-creator-details.reads.js';
import type { ViaCepOptions } from './via-cep-postal-code.adapter.js';

/** The ports answered through axios with the contract's response checks, by name. */
export interface CheckedPorts {
  readonly account: AccountPort;
  readonly agent: AgentPort;
  readonly auditLog: AuditLogPort;
  readonly cart: CartPort;
  readonly chat: ChatPort;
  readonly checkout: CheckoutPort;
  /** One adapter answers both the contract and the proposal ports. */
  readonly contracts: ContractPort & ProposalPort;
  readonly creatorProfile: CreatorProfilePort;
  readonly delivery: DeliveryPort;
  readonly earnings: EarningsPort;
  readonly email: EmailPort;
  readonly notification: NotificationPort;
  readonly payment: PaymentPort;
  readonly postalCode: PostalCodePort;
  readonly privacy: PrivacyPort;
  readonly project: ProjectPort;
  readonly upload: UploadPort;
}

export type CheckedPortName = keyof CheckedPorts;

/** What a checked adapter is built over: the one API client, and what a few need besides. */
export interface CheckedAdapterDeps {
  readonly client: AxiosInstance;
  readonly baseURL: string;
  readonly tokenStore: TokenStorePort;
  /** Where the card form goes for a token: the sandbox beside the API unless told. */
  readonly cards?: CardCheckoutOptions;
  readonly postalCode?: ViaCepOptions;
  readonly creatorDetails: CreatorDetailsReads;
}

/** Builds one checked adapter, once its code has arrived. */
export type CheckedAdapterBuilder<Name extends CheckedPortName> = (deps: CheckedAdapterDeps) => CheckedPorts[Name];

/** Brings one checked adapter's code: the way `adaptersHttpModule` loads them (a test may wrap it). */
export type CheckedAdapterLoader = <Name extends CheckedPortName>(name: Name) => Promise<CheckedAdapterBuilder<Name>>;

// One `import()` per adapter, so each is a chunk of its own with its area's routes and schemas:
// /projetos loads the account and project adapters, not the chat's or the payments'. What they
// share (zod, the response reader, common schemas) the bundler puts in shared chunks, loaded once.
const LOADERS: { readonly [Name in CheckedPortName]: () => Promise<CheckedAdapterBuilder<Name>> } = {
  account: async () => {
    const { AxiosAccountAdapter } = await import('./axios-account.adapter.js');
    return ({ client }) => new AxiosAccountAdapter(client);
  },
  agent: async () => {
    const { AxiosAgentAdapter } = await import('./axios-agent.adapter.js');
    return ({ client }) => new AxiosAgentAdapter(client);
  },
  auditLog: async () => {
    const { AxiosAuditLogAdapter } = await import('./axios-audit-log.adapter.js');
    return ({ client }) => new AxiosAuditLogAdapter(client);
  },
  cart: async () => {
    const { AxiosCartAdapter } = await import('./axios-cart.adapter.js');
    return ({ client }) => new AxiosCartAdapter(client);
  },
  chat: async () => {
    const { AxiosChatAdapter } = await import('./axios-chat.adapter.js');
    return ({ client, baseURL, tokenStore }) => new AxiosChatAdapter(client, { baseURL, tokenStore });
  },
  checkout: async () => {
    const { createCheckoutAdapter } = await import('./card-checkout.js');
    // The payment provider's checkout: the sandbox's or Pagar.me's, as the runtime config says.
    return ({ cards, baseURL }) => createCheckoutAdapter(cards, baseURL);
  },
  contracts: async () => {
    const { AxiosContractAdapter } = await import('./axios-contract.adapter.js');
    return ({ client }) => new AxiosContractAdapter(client);
  },
  creatorProfile: async () => {
    const { AxiosCreatorProfileAdapter } = await import('./axios-creator-profile.adapter.js');
    return ({ client, creatorDetails }) => new AxiosCreatorProfileAdapter(client, creatorDetails);
  },
  delivery: async () => {
    const { AxiosDeliveryAdapter } = await import('./axios-delivery.adapter.js');
    return ({ client }) => new AxiosDeliveryAdapter(client);
  },
  earnings: async () => {
    const { AxiosEarningsAdapter } = await import('./axios-earnings.adapter.js');
    return ({ client }) => new AxiosEarningsAdapter(client);
  },
  email: async () => {
    const { AxiosEmailAdapter } = await import('./axios-email.adapter.js');
    return ({ client }) => new AxiosEmailAdapter(client);
  },
  notification: async () => {
    const { AxiosNotificationAdapter } = await import('./axios-notification.adapter.js');
    return ({ client }) => new AxiosNotificationAdapter(client);
  },
  payment: async () => {
    const { AxiosPaymentAdapter } = await import('./axios-payment.adapter.js');
    return ({ client }) => new AxiosPaymentAdapter(client);
  },
  postalCode: async () => {
    const { ViaCepPostalCodeAdapter } = await import('./via-cep-postal-code.adapter.js');
    return ({ postalCode }) => new ViaCepPostalCodeAdapter(postalCode ?? {});
  },
  privacy: async () => {
    const { AxiosPrivacyAdapter } = await import('./axios-privacy.adapter.js');
    return ({ client }) => new AxiosPrivacyAdapter(client);
  },
  project: async () => {
    const { AxiosProjectAdapter } = await import('./axios-project.adapter.js');
    return ({ client }) => new AxiosProjectAdapter(client);
  },
  upload: async () => {
    const { AxiosUploadAdapter } = await import('./axios-upload.adapter.js');
    return ({ client }) => new AxiosUploadAdapter(client);
  },
};

/** Brings the code of the adapter `name`, its own chunk in the browser. */
export const loadCheckedAdapter: CheckedAdapterLoader = (name) => LOADERS[name]();
