import { aProjectWizard, creatorIdOf, type ContractSuiteWorld, type MarketplaceWorld, type EarningsSuiteWorld, type PaymentSuiteWorld } from '@publi/application/testing';
import { AxiosAccountAdapter } from './axios-account.adapter.js';
import { AxiosAgentAdapter } from './axios-agent.adapter.js';
import { AxiosCheckoutAdapter } from './axios-checkout.adapter.js';
import { AxiosContractAdapter } from './axios-contract.adapter.js';
import { AxiosDeliveryAdapter } from './axios-delivery.adapter.js';
import { AxiosEarningsAdapter } from './axios-earnings.adapter.js';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
import { AxiosPaymentAdapter } from './axios-payment.adapter.js';
import { AxiosProjectAdapter } from './axios-project.adapter.js';
import { HttpCreatorDetailsReads } from './http-creator-details.reads.js';
import type { LiveTestApi, StartedTestApp } from './live-api.builder.js';
import { livePeople } from './live-port-world.builder.js';

/**
 * The marketplace suites' world on the real server: people of the auth emulator, a creator's
 * prices set through the profile's route, a project published through the projects' route.
 */
export function liveMarketplace<App extends StartedTestApp>(api: LiveTestApi<App>): MarketplaceWorld {
  const people = livePeople(api);
  const profiles = new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read));
  const projects = new AxiosProjectAdapter(api.client);
  return {
    signUp: (type, name) => people.signUp(type, name),
    actAs: (person) => {
      people.actAs(person);
    },
    async aPricedCreator(name, prices) {
      const person = await people.signUp('creator', name);
      await profiles.setJobPrices(prices);
      return person;
    },
    tokenOf: (person) => people.identityOf(person).idToken,
    async aPublishedProject(brand, creators, name = 'Lançamento São João') {
      people.actAs(brand);
      return (await projects.publish(aProjectWizard(creators.map(creatorIdOf), { projectName: name }))).id;
    },
  };
}

/** The proposals' and contracts' world on the real server: the marketplace's, both adapters, and an agent linked by their token. */
export function liveContractWorld<App extends StartedTestApp>(api: LiveTestApi<App>): ContractSuiteWorld {
  const marketplace = liveMarketplace(api);
  const agents = new AxiosAgentAdapter(api.client);
  // One adapter is both ports, as on the wire (`POST /proposals/create` answers contracts).
  const contracts = new AxiosContractAdapter(api.client);
  return {
    ...marketplace,
    contracts,
    proposals: contracts,
    async aLinkedAgent(creator, name = 'Carla Agência') {
      const agent = await marketplace.signUp('agent', name);
      const token = await agents.getOwnToken();
      marketplace.actAs(creator);
      await agents.linkAgent(creator.externalId, token);
      return agent;
    },
  };
}

/** The money's world on the real server: the contracts' world, the payments, the sandbox's checkout and its webhook, the accounts. */
export function livePaymentWorld<App extends StartedTestApp & { readonly sandbox: { idle(): Promise<void> } }>(api: LiveTestApi<App>): PaymentSuiteWorld {
  return {
    ...liveContractWorld(api),
    payments: new AxiosPaymentAdapter(api.client),
    accounts: new AxiosAccountAdapter(api.client),
    // The provider's checkout lives outside /api, as on the real provider.
    checkout: new AxiosCheckoutAdapter(api.baseURL.replace(/\/api$/, '/sandbox')),
    settled: () => api.testApp.sandbox.idle(),
  };
}

/** The deliveries' and earnings' world on the real server: the money's world, both adapters, the profile, real sample files. */
export function liveEarningsWorld<App extends StartedTestApp & { readonly sandbox: { idle(): Promise<void> } }>(api: LiveTestApi<App>, sample: (type: 'image/png' | 'application/pdf') => Uint8Array): EarningsSuiteWorld {
  return {
    ...livePaymentWorld(api),
    deliveries: new AxiosDeliveryAdapter(api.client),
    earnings: new AxiosEarningsAdapter(api.client),
    profiles: new AxiosCreatorProfileAdapter(api.client, new HttpCreatorDetailsReads(api.read)),
    sample,
  };
}
