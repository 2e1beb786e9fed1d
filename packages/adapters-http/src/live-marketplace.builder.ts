import { aProjectWizard, creatorIdOf, type MarketplaceWorld } from '@publi/application/testing';
import { AxiosCreatorProfileAdapter } from './axios-creator-profile.adapter.js';
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
