// Loaded on the first call of a deferred port (adapters-http.module.ts), after zod was told to
// parse without compiling code; the first visit never loads it.
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
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
import { AxiosAuditLogAdapter } from './axios-audit-log.adapter.js';
import { AxiosCartAdapter } from './axios-cart.adapter.js';
import { AxiosChatAdapter } from './axios-chat.adapter.js';
import { AxiosContractAdapter } from './axios-contract.adapter.js';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { AxiosDeliveryAdapter } from './axios-delivery.adapter.js';
import { AxiosEarningsAdapter } from './axios-earnings.adapter.js';
import { AxiosEmailAdapter } from './axios-email.adapter.js';
import { AxiosNotificationAdapter } from './axios-notification.adapter.js';
import { AxiosPaymentAdapter } from './axios-payment.adapter.js';
import { AxiosPrivacyAdapter } from './axios-privacy.adapter.js';
import { AxiosProjectAdapter } from './axios-project.adapter.js';
import { AxiosUploadAdapter } from './axios-upload.adapter.js';
import { createCheckoutAdapter, type CardCheckoutOptions } from './card-checkout.js';
import { createApiClient } from './create-api-client.js';
import type { CreatorDetailsReads } from './http-creator-details.reads.js';
import { ViaCepPostalCodeAdapter, type ViaCepOptions } from './via-cep-postal-code.adapter.js';

/** What the checked adapters need: the API, the card checkout, the CEP service and the token. */
export interface AxiosAdaptersOptions {
  readonly baseURL: string;
  /** Where the card form goes for a token: the sandbox beside the API unless told. */
  readonly cards?: CardCheckoutOptions;
  readonly postalCode?: ViaCepOptions;
  readonly tokenStore: TokenStorePort;
  readonly creatorDetails: CreatorDetailsReads;
}

/** Every port answered through axios with the contract's response checks, by port. */
export interface AxiosAdapters {
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

/** Builds the checked adapters over one axios client that reads the token on each request. */
export function createAxiosAdapters({ baseURL, cards, postalCode, tokenStore, creatorDetails }: AxiosAdaptersOptions): AxiosAdapters {
  const client = createApiClient({ baseURL, tokenStore });
  return {
    account: new AxiosAccountAdapter(client),
    agent: new AxiosAgentAdapter(client),
    auditLog: new AxiosAuditLogAdapter(client),
    cart: new AxiosCartAdapter(client),
    chat: new AxiosChatAdapter(client, { baseURL, tokenStore }),
    // The payment provider's checkout: the sandbox's or Pagar.me's, as the runtime config says.
    checkout: createCheckoutAdapter(cards, baseURL),
    contracts: new AxiosContractAdapter(client),
    creatorProfile: new AxiosCreatorProfileAdapter(client, creatorDetails),
    delivery: new AxiosDeliveryAdapter(client),
    earnings: new AxiosEarningsAdapter(client),
    email: new AxiosEmailAdapter(client),
    notification: new AxiosNotificationAdapter(client),
    payment: new AxiosPaymentAdapter(client),
    postalCode: new ViaCepPostalCodeAdapter(postalCode ?? {}),
    privacy: new AxiosPrivacyAdapter(client),
    project: new AxiosProjectAdapter(client),
    upload: new AxiosUploadAdapter(client),
  };
}
