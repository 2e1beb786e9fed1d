import {
  InMemoryAccountAdapter,
  InMemoryAuditLogAdapter,
  InMemoryPrivacyAdapter,
  InMemoryAgentAdapter,
  InMemoryChatAdapter,
  InMemoryContractAdapter,
  InMemoryDeliveryAdapter,
  InMemoryEarningsAdapter,
  InMemoryEmailAdapter,
  InMemoryPaymentAdapter,
  InMemoryNotificationAdapter,
  InMemoryProposalAdapter,
  InMemoryCartAdapter,
  InMemoryClock,
  InMemoryCreatorProfileAdapter,
  InMemoryCreatorSearchAdapter,
  InMemoryIdentityAdapter,
  InMemoryLogger,
  InMemoryPostalCodeAdapter,
  InMemoryProjectAdapter,
  InMemoryReferenceDataAdapter,
  InMemorySelectedCreatorsStore,
  InMemorySelectedDeliveriesStore,
  InMemorySession,
  InMemoryTokenStore,
  InMemoryUploadAdapter,
  PORT_TOKENS,
  type CreatorCard,
} from '@publi/application';
import { Container } from 'inversify';
import { applicationModule } from '../app/application.module.js';
import { storesModule } from '../app/stores.module.js';
import type { RootStore } from '../stores/root.store.js';
import type { ActedCreator, ActingAsStorage } from '../stores/acting-as.store.js';
import { STORE_TOKENS } from '../stores/store.tokens.js';
import { HeldCartAdapter } from './held-cart.adapter.js';

/** The in-memory world a store or component test runs in, reachable for setup and checks. */
export interface TestWorld {
  readonly container: Container;
  readonly stores: RootStore;
  readonly session: InMemorySession;
  readonly clock: InMemoryClock;
  readonly identity: InMemoryIdentityAdapter;
  readonly tokens: InMemoryTokenStore;
  readonly logger: InMemoryLogger;
  readonly accounts: InMemoryAccountAdapter;
  readonly search: InMemoryCreatorSearchAdapter;
  readonly creators: InMemoryCreatorProfileAdapter;
  readonly agents: InMemoryAgentAdapter;
  /** The tab's memory of which creator an agent acts for. */
  readonly actingAsStorage: InMemoryActingAsStorage;
  /** The cart server's truth (answers at once, whatever `slowCarts` says). */
  readonly carts: InMemoryCartAdapter;
  /** The cart port the app talks to when `slowCarts` is set: it answers when the test says. */
  readonly heldCarts: HeldCartAdapter | null;
  readonly selection: InMemorySelectedCreatorsStore;
  readonly quantities: InMemorySelectedDeliveriesStore;
  readonly uploads: InMemoryUploadAdapter;
  readonly projects: InMemoryProjectAdapter;
  readonly contracts: InMemoryContractAdapter;
  readonly proposals: InMemoryProposalAdapter;
  readonly chat: InMemoryChatAdapter;
  readonly notifications: InMemoryNotificationAdapter;
  /** Payments and the provider's checkout (one adapter, like the sandbox behind both). */
  readonly payments: InMemoryPaymentAdapter;
  readonly deliveries: InMemoryDeliveryAdapter;
  readonly earnings: InMemoryEarningsAdapter;
  /** The security history's events. */
  readonly auditLog: InMemoryAuditLogAdapter;
  /** E-mail preferences, unsubscribe links and the demo's mailbox. */
  readonly email: InMemoryEmailAdapter;
  /** The download of one's own data. */
  readonly privacy: InMemoryPrivacyAdapter;
  /** The CEP service: the codes it knows (the Paulista's), and `reachable` for an outage. */
  readonly postalCodes: InMemoryPostalCodeAdapter;
}

/**
 * The app's real stores and use cases over the application's in-memory adapters: the same
 * wiring as `container.ts`, with the network and the browser swapped out.
 */
export function aTestWorld(options: { readonly creators?: readonly CreatorCard[]; readonly slowCarts?: boolean; readonly testEnvironment?: boolean } = {}): TestWorld {
  const session = new InMemorySession();
  const clock = new InMemoryClock();
  const identity = new InMemoryIdentityAdapter(clock);
  identity.onSessionChange((current) => {
    if (current === null) session.signOut();
    else session.signInAs(current.uid);
  });
  const accounts = new InMemoryAccountAdapter(session, clock, (uid) => identity.hasPassword(uid), (uid) => identity.verifiedEmailOf(uid));
  const creators = new InMemoryCreatorProfileAdapter(session);
  const contracts = new InMemoryContractAdapter(session, clock);
  const ports = {
    tokens: new InMemoryTokenStore(clock),
    logger: new InMemoryLogger(),
    accounts,
    search: new InMemoryCreatorSearchAdapter(options.creators ?? []),
    creators,
    agents: new InMemoryAgentAdapter(session, accounts, creators),
    actingAsStorage: new InMemoryActingAsStorage(),
    carts: new InMemoryCartAdapter(session),
    selection: new InMemorySelectedCreatorsStore(),
    quantities: new InMemorySelectedDeliveriesStore(),
    uploads: new InMemoryUploadAdapter(session),
    projects: new InMemoryProjectAdapter(session, clock, options.creators ?? []),
    contracts,
    proposals: new InMemoryProposalAdapter(session, contracts),
    chat: new InMemoryChatAdapter(session, clock, contracts),
    notifications: new InMemoryNotificationAdapter(session),
    // Pix com vencimento asks for the paying brand's CNPJ, as the server reads it from the account.
    payments: new InMemoryPaymentAdapter(contracts, 1000, clock, () => (accounts.peek(session.userId ?? '')?.cnpj ?? null) !== null),
    deliveries: new InMemoryDeliveryAdapter(contracts),
    earnings: new InMemoryEarningsAdapter(contracts),
    auditLog: new InMemoryAuditLogAdapter(),
    privacy: new InMemoryPrivacyAdapter(),
    email: new InMemoryEmailAdapter(session, accounts),
    postalCodes: new InMemoryPostalCodeAdapter(),
  };
  const heldCarts = options.slowCarts === true ? new HeldCartAdapter(ports.carts) : null;
  const container = new Container();
  const bindings: readonly [symbol, object][] = [
    [PORT_TOKENS.ClockPort, clock],
    [PORT_TOKENS.IdentityPort, identity],
    [PORT_TOKENS.TokenStorePort, ports.tokens],
    [PORT_TOKENS.LoggerPort, ports.logger],
    [PORT_TOKENS.AccountPort, ports.accounts],
    [PORT_TOKENS.CreatorSearchPort, ports.search],
    [PORT_TOKENS.CreatorProfilePort, ports.creators],
    [PORT_TOKENS.AgentPort, ports.agents],
    [STORE_TOKENS.ActingAsStorage, ports.actingAsStorage],
    [STORE_TOKENS.SiteEnvironment, { testEnvironment: options.testEnvironment ?? false }],
    [PORT_TOKENS.CartPort, heldCarts ?? ports.carts],
    [PORT_TOKENS.SelectedCreatorsStorePort, ports.selection],
    [PORT_TOKENS.SelectedDeliveriesStorePort, ports.quantities],
    [PORT_TOKENS.ReferenceDataPort, new InMemoryReferenceDataAdapter()],
    [PORT_TOKENS.PostalCodePort, ports.postalCodes],
    [PORT_TOKENS.UploadPort, ports.uploads],
    [PORT_TOKENS.ProjectPort, ports.projects],
    [PORT_TOKENS.ContractPort, ports.contracts],
    [PORT_TOKENS.ProposalPort, ports.proposals],
    [PORT_TOKENS.ChatPort, ports.chat],
    [PORT_TOKENS.NotificationPort, ports.notifications],
    [PORT_TOKENS.PaymentPort, ports.payments],
    [PORT_TOKENS.CheckoutPort, ports.payments],
    [PORT_TOKENS.DeliveryPort, ports.deliveries],
    [PORT_TOKENS.EarningsPort, ports.earnings],
    [PORT_TOKENS.AuditLogPort, ports.auditLog],
    [PORT_TOKENS.PrivacyPort, ports.privacy],
    [PORT_TOKENS.EmailPort, ports.email],
  ];
  for (const [token, value] of bindings) container.bind(token).toConstantValue(value);
  container.load(applicationModule, storesModule(container));
  return { container, stores: container.get<RootStore>(STORE_TOKENS.Root), session, clock, identity, heldCarts, ...ports };
}

/** Session storage as a test sees it: one slot, readable after the store wrote it. */
export class InMemoryActingAsStorage implements ActingAsStorage {
  kept: ActedCreator | null = null;

  read(): ActedCreator | null {
    return this.kept;
  }

  save(creator: ActedCreator): void {
    this.kept = creator;
  }

  clear(): void {
    this.kept = null;
  }
}
