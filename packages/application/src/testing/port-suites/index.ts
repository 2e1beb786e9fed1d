/**
 * `@publi/application/testing`: the port suites, one set of scenarios per port written once and
 * run against the in-memory adapter (the `application` project) and the HTTP adapter on the real
 * server (`adapters-http-int`). Imported only from spec files (`.dependency-cruiser.cjs`,
 * `application-testing-only-in-specs`); resolved from sources, never built.
 */
export { creatorIdOf, expectRefusal, type PortSuite, type PortSuiteWorld, type SuitePerson } from './port-suite-world.js';
export { cartPortSuite, type CartSuiteWorld } from './cart.port-suite.js';
export { accountPortSuite, type AccountSuiteWorld } from './account.port-suite.js';
export { agentPortSuite, type AgentSuiteWorld } from './agent.port-suite.js';
export { creatorProfilePortSuite, type CreatorProfileSuiteWorld } from './creator-profile.port-suite.js';
export { uploadPortSuite, type UploadSuiteWorld } from './upload.port-suite.js';
export { referenceDataPortSuite, type ReferenceDataSuiteWorld } from './reference-data.port-suite.js';
export { creatorSearchPortSuite, type CatalogueCreator, type CreatorSearchSuiteWorld } from './creator-search.port-suite.js';
export { aProjectWizard, type MarketplaceWorld } from './marketplace-world.js';
export { projectPortSuite, type ProjectSuiteWorld } from './project.port-suite.js';
export { aProposalTo, type ContractSuiteWorld } from './contract-world.js';
export { proposalPortSuite } from './proposal.port-suite.js';
export { contractPortSuite } from './contract.port-suite.js';
export { chatPortSuite, type ChatSuiteWorld } from './chat.port-suite.js';
export { notificationPortSuite, type NotificationSuiteWorld } from './notification.port-suite.js';
export { aCardForm, anAcceptedContract, TEST_CARD, type PaymentSuiteWorld } from './payment-world.js';
export { paymentPortSuite } from './payment.port-suite.js';
export { checkoutPortSuite } from './checkout.port-suite.js';
export { aPaidContract, deliveryPortSuite, type DeliverySuiteWorld } from './delivery.port-suite.js';
export { earningsPortSuite, type EarningsSuiteWorld } from './earnings.port-suite.js';
export { auditLogPortSuite, type AuditLogSuiteWorld } from './audit-log.port-suite.js';
export { privacyPortSuite, type PrivacySuiteWorld } from './privacy.port-suite.js';
export { CEP_SERVICE_PLACES, postalCodePortSuite, type PostalCodeSuiteWorld } from './postal-code.port-suite.js';
export { identityPortSuite, type IdentitySuiteWorld } from './identity.port-suite.js';
export { tokenStorePortSuite, type TokenStoreSuiteWorld } from './token-store.port-suite.js';
export { selectedCreatorsStorePortSuite, selectedDeliveriesStorePortSuite, type SelectionStores, type SelectionSuiteWorld } from './selection-stores.port-suite.js';
export { emailPortSuite, type EmailSuiteWorld } from './email.port-suite.js';
