/**
 * The dependency-injection token of every port, for the composition roots and the adapter
 * packages' container modules. `Symbol.for` keys: a package naming the same port gets the same
 * token. The application itself never resolves them; it takes its ports through constructors.
 */
export const PORT_TOKENS = {
  /** {@link AccountPort} */
  AccountPort: Symbol.for('publi.AccountPort'),
  /** {@link AgentPort} */
  AgentPort: Symbol.for('publi.AgentPort'),
  /** {@link CartPort} */
  CartPort: Symbol.for('publi.CartPort'),
  /** {@link ChatPort} */
  ChatPort: Symbol.for('publi.ChatPort'),
  /** {@link CheckoutPort} */
  CheckoutPort: Symbol.for('publi.CheckoutPort'),
  /** {@link ClockPort} */
  ClockPort: Symbol.for('publi.ClockPort'),
  /** {@link DeliveryPort} */
  DeliveryPort: Symbol.for('publi.DeliveryPort'),
  /** {@link NotificationPort} */
  NotificationPort: Symbol.for('publi.NotificationPort'),
  /** {@link AuditLogPort} */
  AuditLogPort: Symbol.for('publi.AuditLogPort'),
  /** {@link ContractPort} */
  ContractPort: Symbol.for('publi.ContractPort'),
  /** {@link CreatorProfilePort} */
  CreatorProfilePort: Symbol.for('publi.CreatorProfilePort'),
  /** {@link CreatorSearchPort} */
  CreatorSearchPort: Symbol.for('publi.CreatorSearchPort'),
  /** {@link EarningsPort} */
  EarningsPort: Symbol.for('publi.EarningsPort'),
  /** {@link IdentityPort} */
  IdentityPort: Symbol.for('publi.IdentityPort'),
  /** {@link LoggerPort} */
  LoggerPort: Symbol.for('publi.LoggerPort'),
  /** {@link PaymentPort} */
  PaymentPort: Symbol.for('publi.PaymentPort'),
  /** {@link EmailPort} */
  EmailPort: Symbol.for('publi.EmailPort'),
  /** {@link PrivacyPort} */
  PrivacyPort: Symbol.for('publi.PrivacyPort'),
  /** {@link PostalCodePort} */
  PostalCodePort: Symbol.for('publi.PostalCodePort'),
  /** {@link ProjectPort} */
  ProjectPort: Symbol.for('publi.ProjectPort'),
  /** {@link ProposalPort} */
  ProposalPort: Symbol.for('publi.ProposalPort'),
  /** {@link ReferenceDataPort} */
  ReferenceDataPort: Symbol.for('publi.ReferenceDataPort'),
  /** {@link SelectedCreatorsStorePort} */
  SelectedCreatorsStorePort: Symbol.for('publi.SelectedCreatorsStorePort'),
  /** {@link SelectedDeliveriesStorePort} */
  SelectedDeliveriesStorePort: Symbol.for('publi.SelectedDeliveriesStorePort'),
  /** {@link TokenStorePort} */
  TokenStorePort: Symbol.for('publi.TokenStorePort'),
  /** {@link UploadPort} */
  UploadPort: Symbol.for('publi.UploadPort'),
} as const;
