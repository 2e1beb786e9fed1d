/**
 * The application's HTTP ports: the public reads over `fetch`, the rest over axios with the
 * contract's response checks, loaded on first use. Only this package (and the server's
 * route layer) knows the spec's wire names; everything it hands back is in domain names, and
 * every failure is an `ApplicationError`.
 *
 * @packageDocumentation
 */

export { createApiClient, type ApiClientOptions } from './create-api-client.js';
export { readApiResponse, type ApiResponse } from './read-api-response.js';
export { requestApi, type ApiCall, type ApiRoute } from './request-api.js';
export { AxiosAccountAdapter } from './axios-account.adapter.js';
export { AxiosAgentAdapter } from './axios-agent.adapter.js';
export { AxiosCartAdapter } from './axios-cart.adapter.js';
export { AxiosProjectAdapter } from './axios-project.adapter.js';
export { AxiosChatAdapter, type ChatFeedOptions } from './axios-chat.adapter.js';
export { AxiosContractAdapter } from './axios-contract.adapter.js';
export { AxiosNotificationAdapter } from './axios-notification.adapter.js';
export { AxiosAuditLogAdapter } from './axios-audit-log.adapter.js';
export { AxiosPrivacyAdapter } from './axios-privacy.adapter.js';
export { AxiosCheckoutAdapter } from './axios-checkout.adapter.js';
export { PagarmeCheckoutAdapter, type PagarmeCheckoutOptions } from './pagarme-checkout.adapter.js';
export type { CardCheckoutOptions } from './card-checkout.js';
export { AxiosDeliveryAdapter } from './axios-delivery.adapter.js';
export { AxiosEarningsAdapter } from './axios-earnings.adapter.js';
export { AxiosEmailAdapter } from './axios-email.adapter.js';
export { AxiosPaymentAdapter } from './axios-payment.adapter.js';
export { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
export { HttpCreatorSearchAdapter } from './http-creator-search.adapter.js';
export { HttpCreatorDetailsReads, type CreatorDetailsReads } from './http-creator-details.reads.js';
export { HttpReferenceDataAdapter } from './http-reference-data.adapter.js';
export { createFetchPublicReader, type FetchPublicReaderOptions } from './public-reads/fetch-public-reader.js';
export type { PublicReadCall, PublicReadData, PublicReader } from './public-reads/public-reader.js';
export { AxiosUploadAdapter } from './axios-upload.adapter.js';
export { VIA_CEP_BASE_URL, ViaCepPostalCodeAdapter, type ViaCepOptions } from './via-cep-postal-code.adapter.js';
export { adaptersHttpModule, type AdaptersHttpModuleOptions } from './adapters-http.module.js';
