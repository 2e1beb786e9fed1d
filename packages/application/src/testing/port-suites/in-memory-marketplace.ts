import { InMemoryChatAdapter } from '../../in-memory/in-memory-chat.adapter.js';
import { InMemoryContractAdapter } from '../../in-memory/in-memory-contract.adapter.js';
import { InMemoryDeliveryAdapter } from '../../in-memory/in-memory-delivery.adapter.js';
import { InMemoryEarningsAdapter } from '../../in-memory/in-memory-earnings.adapter.js';
import { InMemoryNotificationAdapter } from '../../in-memory/in-memory-notification.adapter.js';
import { InMemoryPaymentAdapter } from '../../in-memory/in-memory-payment.adapter.js';
import { IN_MEMORY_PROJECT_OPTIONS, InMemoryProjectAdapter } from '../../in-memory/in-memory-project.adapter.js';
import { InMemoryProposalAdapter } from '../../in-memory/in-memory-proposal.adapter.js';
import type { CreatorCard } from '../../model/creator.model.js';
import { aCreatorCard } from '../creator.builder.js';
import { anInMemorySuiteWorld } from './in-memory-suite-world.js';
import type { ContractSuiteWorld } from './contract-world.js';
import type { DeliverySuiteWorld } from './delivery.port-suite.js';
import type { EarningsSuiteWorld } from './earnings.port-suite.js';
import { aSampleFile } from './in-memory-samples.js';
import type { PaymentSuiteWorld } from './payment-world.js';
import { aProjectWizard, type MarketplaceWorld } from './marketplace-world.js';
import { creatorIdOf } from './port-suite-world.js';

/**
 * The marketplace's in-memory adapters on one session and clock, joined as the server joins
 * its tables: the project adapter sees the creators' cards, a published project is open to
 * proposals, contracts carry their creator's agent, the chat and payments read the contracts.
 */
export function anInMemoryMarketplace() {
  const world = anInMemorySuiteWorld();
  // The adapters read this list on every call, so creators signed up later are found.
  const cards: CreatorCard[] = [];
  const projects = new InMemoryProjectAdapter(world.session, world.clock, cards, IN_MEMORY_PROJECT_OPTIONS, (externalId) => world.accounts.peek(externalId)?.type);
  const notifications = new InMemoryNotificationAdapter(world.session);
  const contracts = new InMemoryContractAdapter(world.session, world.clock, notifications);
  const proposals = new InMemoryProposalAdapter(world.session, contracts, world.clock);
  const names = new Map<string, string>();
  const marketplace: MarketplaceWorld = {
    ...world.people,
    async signUp(type, name) {
      const person = await world.people.signUp(type, name);
      names.set(person.externalId, name);
      if (person.creatorId !== null) {
        const details = await world.creators.getOwnDetails();
        cards.push(aCreatorCard({ id: details.id, slug: details.slug, name, prices: details.prices, categories: [], socialNetworks: [], followers: 0, engagement: null }));
      }
      return person;
    },
    async aPricedCreator(name, prices) {
      const person = await marketplace.signUp('creator', name);
      await world.creators.setJobPrices(prices);
      const at = cards.findIndex((card) => card.id === person.creatorId);
      const card = cards[at];
      if (card !== undefined) cards[at] = { ...card, prices };
      return person;
    },
    tokenOf: (person) => `token-de-${person.externalId}`,
    async aPublishedProject(brand, creators, name = 'Lançamento São João') {
      marketplace.actAs(brand);
      const project = await projects.publish(aProjectWizard(creators.map(creatorIdOf), { projectName: name }));
      // The server lets a brand propose on its published projects; in memory, the proposal adapter is told.
      proposals.seedProject({
        id: project.id,
        name,
        brand: { id: brand.userId, name: names.get(brand.externalId) ?? '', userId: brand.externalId },
        creators: creators.map((creator) => {
          const agent = world.session.links.agentOf(creatorIdOf(creator));
          const parties = agent === undefined ? { creatorUserId: creator.externalId } : { creatorUserId: creator.externalId, agentUserId: agent };
          const card = cards.find((one) => one.id === creator.creatorId);
          return { id: creatorIdOf(creator), name: card?.name ?? '', slug: card?.slug ?? '', parties };
        }),
      });
      return project.id;
    },
  };
  const contractWorld: ContractSuiteWorld = {
    ...marketplace,
    contracts,
    proposals,
    async aLinkedAgent(creator, name = 'Carla Agência') {
      const agent = await marketplace.signUp('agent', name);
      const token = await world.agents.getOwnToken();
      marketplace.actAs(creator);
      await world.agents.linkAgent(creator.externalId, token);
      return agent;
    },
  };
  // Pix com vencimento asks for the paying brand's CNPJ, as the server reads it from the account.
  const brandHasCnpj = () => (world.accounts.peek(world.session.userId ?? '')?.cnpj ?? null) !== null;
  const payments = new InMemoryPaymentAdapter(contracts, 1000, world.clock, brandHasCnpj);
  const paymentWorld: PaymentSuiteWorld = { ...contractWorld, payments, checkout: payments, accounts: world.accounts, settled: () => Promise.resolve() };
  const deliveries = new InMemoryDeliveryAdapter(contracts);
  const deliveryWorld: DeliverySuiteWorld = { ...paymentWorld, deliveries, sample: (type) => aSampleFile(type) };
  const earningsWorld: EarningsSuiteWorld = { ...deliveryWorld, earnings: new InMemoryEarningsAdapter(contracts, true, () => world.creators.getBankAccount()), profiles: world.creators };
  return {
    ...world,
    marketplace,
    contractWorld,
    paymentWorld,
    deliveryWorld,
    earningsWorld,
    projects,
    contracts,
    proposals,
    chat: new InMemoryChatAdapter(world.session, world.clock, contracts, world.accounts),
    notifications,
    payments,
  };
}
