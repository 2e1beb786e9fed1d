import { profileCompletion } from '@publi/domain';
import type { AccountView } from '../accounts/account.js';
import { findUser } from '../accounts/find-user.js';
import { loadAccountView } from '../accounts/load-account-view.js';
import type { PasswordSignInPort } from '../auth/password-sign-in.port.js';
import type { Database } from '../db/database.js';
import { managedCreatorUserId } from './acting-for.js';
import type { AgentCreatorView } from './agent-views.js';
import { AgentsRepository } from './agents.repository.js';
import { requireAgent } from './require-agent.js';

/** What an agent's reads need: the database, and the identity provider for "Senha". */
export interface AgentsDeps {
  readonly db: Database;
  readonly passwordSignIn: PasswordSignInPort;
}

const byName = new Intl.Collator('pt-BR');

function groupBy<Row extends { readonly userId: number }>(rows: readonly Row[]): ReadonlyMap<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
}

/**
 * What an agent reads about the creators they act for: the list with each profile's
 * completion, and one creator's account for the profile editor. The link itself is
 * `AgentsLinkService`'s; writing for a creator is `?creator_id=` on the creator routes
 * (`acting-for.ts`).
 */
export class AgentsService {
  constructor(private readonly deps: AgentsDeps) {}

  /**
   * The creators the calling agent acts for (`GET /account/creator/by_creator_agent_id`), by
   * name, each with the profile's completion by the domain's `profileCompletion`. Computed here
   * because completion counts the bank data, which an agent may not read: the bank fields are
   * read only to count them and never leave this method. "Senha" is the identity provider's
   * record, asked for all the creators at once. A deactivated agent still reads the list.
   *
   * @throws AppError `USER.NOT_FOUND`, `AGENT.ONLY`, `SERVICE_UNAVAILABLE` when the identity provider cannot be asked.
   */
  async creators(callerUid: string): Promise<AgentCreatorView[]> {
    const agent = await findUser(this.deps.db, callerUid);
    requireAgent(agent);
    const agents = new AgentsRepository(this.deps.db);
    const creators = await agents.linkedCreators(agent.id);
    const userIds = creators.map((creator) => creator.userId);
    const [networks, categories, banks, passwords] = await Promise.all([
      agents.networksOf(userIds).then((rows) => groupBy(rows)),
      agents.categoriesOf(userIds).then((rows) => groupBy(rows)),
      agents.bankFieldsOf(userIds).then((rows) => groupBy(rows)),
      Promise.all(creators.map((creator) => this.deps.passwordSignIn(creator.externalId))),
    ]);
    return creators
      .map((creator, index) => ({
        id: creator.id,
        userId: creator.userId,
        slug: creator.slug,
        name: creator.name,
        image: creator.image,
        state: creator.state,
        city: creator.city,
        active: creator.active && creator.cardActive,
        completion: profileCompletion({
          miniBio: creator.miniBio,
          image: creator.image,
          name: creator.name,
          email: creator.email,
          hasPassword: passwords[index] === true,
          state: creator.state,
          city: creator.city,
          phone: creator.phone,
          socialNetworks: networks.get(creator.userId) ?? [],
          prices: { stories: creator.stories, feed: creator.feed, tiktok: creator.tiktok },
          bank: banks.get(creator.userId)?.[0] ?? null,
          categories: categories.get(creator.userId) ?? [],
        }),
      }))
      .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  }

  /**
   * The account behind creator card `creatorId` (`GET /account/creator/account`), for the creator
   * or their linked agent: what the profile editor reads when an agent opens a creator. The
   * answer is the account routes' account, never bank data.
   *
   * @throws AppError `USER.NOT_FOUND`, `CREATOR.NOT_FOUND`, `AGENT.NOT_LINKED`.
   */
  async managedCreatorAccount(callerUid: string, creatorId: number): Promise<AccountView> {
    return loadAccountView(this.deps.db, await managedCreatorUserId(this.deps.db, callerUid, creatorId));
  }
}
