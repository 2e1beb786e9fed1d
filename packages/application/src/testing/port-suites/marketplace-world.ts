import type { JobPrices } from '../../model/creator.model.js';
import type { ProjectWizard } from '../../model/project.model.js';
import type { PortSuiteWorld, SuitePerson } from './port-suite-world.js';

/**
 * What the suites of the marketplace's ports (projects, proposals, contracts, chat,
 * notifications, payments) share beyond people: creators with prices, and a published project.
 * Set-up goes through the ports themselves (the profile's prices, the project's publish) and,
 * in memory, through the hooks that stand for the server joining them.
 */
export interface MarketplaceWorld extends PortSuiteWorld {
  /** Signs a creator up with these prices (centavos) on their card. */
  aPricedCreator(name: string, prices: JobPrices): Promise<SuitePerson>;
  /** `person`'s session token, as `ProjectPort.getDetails` asks for it. */
  tokenOf(person: SuitePerson): string;
  /** Publishes, as `brand`, a project asking each creator for two stories; answers its id. Leaves the world acting as `brand`. */
  aPublishedProject(brand: SuitePerson, creators: readonly SuitePerson[], name?: string): Promise<number>;
}

/** A wizard ready to publish: a paid campaign asking each creator for two stories, dated far ahead of any clock's today. */
export function aProjectWizard(creatorIds: readonly number[], overrides: Partial<ProjectWizard> = {}): ProjectWizard {
  return {
    id: null,
    step: 2,
    projectName: 'Lançamento São João',
    image: null,
    projectType: 'paid',
    amountCentavos: 500_000,
    creators: creatorIds.map((creatorId) => ({ creatorId, stories: 2, feed: 0, tiktok: 0 })),
    briefing: { humor: ['Divertido'], mission: 'Apresentar o novo café da casa.', creator: 'Quem fala de gastronomia no Recife.', startDate: '2099-01-10', endDate: '2099-01-20' },
    references: [{ kind: 'link', url: 'https://www.caferecife.com.br', name: null }],
    ...overrides,
  };
}
