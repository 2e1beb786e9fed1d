import type { ProposalItem } from '../../model/proposal.model.js';
import type { ContractPort } from '../../ports/contract.port.js';
import type { ProposalPort } from '../../ports/proposal.port.js';
import type { MarketplaceWorld } from './marketplace-world.js';
import { creatorIdOf, type SuitePerson } from './port-suite-world.js';

/** What the proposals' and contracts' scenarios need: both adapters, and a creator's agent. */
export interface ContractSuiteWorld extends MarketplaceWorld {
  readonly contracts: ContractPort;
  readonly proposals: ProposalPort;
  /** Signs an agent up and has `creator` link them by their token; leaves the world acting as the creator. */
  aLinkedAgent(creator: SuitePerson, name?: string): Promise<SuitePerson>;
}

/** A proposal of two stories for R$ 1.500,00, due far ahead of any clock's today. */
export function aProposalTo(creatorId: number, overrides: Partial<ProposalItem> = {}): ProposalItem {
  return { creatorId, stories: 2, feed: 0, tiktok: 0, amountCentavos: 150_000, deadline: '2099-02-01', message: 'Vamos?', ...overrides };
}

/**
 * Ana Souza and Café Recife, a published project with her, and the brand's pending proposal of
 * {@link aProposalTo} to her (contract `id`); the world is left acting as the brand.
 */
export async function aPendingDeal(w: ContractSuiteWorld, projectName?: string) {
  const ana = await w.signUp('creator', 'Ana Souza');
  const brand = await w.signUp('brand', 'Café Recife');
  const projectId = await w.aPublishedProject(brand, [ana], projectName);
  const [proposed] = await w.proposals.create({ projectId, proposals: [aProposalTo(creatorIdOf(ana))] });
  return { ana, brand, projectId, id: proposed?.id ?? 0 };
}
