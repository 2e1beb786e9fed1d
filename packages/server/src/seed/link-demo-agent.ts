import { AgentsLinkService } from '../agents/agents-link.service.js';
import type { Database } from '../db/database.js';
import { SeedRepository } from './seed.repository.js';

/** How many creators of the generated catalogue the demo agent acts for, besides the demo creator. */
const CATALOGUE_CREATORS = 2;

/**
 * Links the demo agent to the demo creator and to the first active creators of the generated
 * catalogue (`seed-<i>` accounts), through the same services as the app: the agent's token is
 * read as the agent reads it, and each creator links it as a creator would. Fewer catalogue
 * creators are linked when the catalogue has fewer (a test database).
 *
 * @returns the external ids of the creators now linked.
 */
export async function linkDemoAgent(db: Database, agentUid: string, demoCreatorUid: string): Promise<string[]> {
  const catalogue = await new SeedRepository(db).catalogueCreators(demoCreatorUid, { limit: CATALOGUE_CREATORS });
  const links = new AgentsLinkService({ db });
  const token = await links.ownToken(agentUid);
  const linked = [demoCreatorUid, ...catalogue.map((creator) => creator.uid)];
  for (const uid of linked) await links.link(uid, { userExternalId: uid, token });
  return linked;
}
