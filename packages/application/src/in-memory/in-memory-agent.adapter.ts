import { profileCompletion } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { AgentCreator, CreatorAgent } from '../model/agent.model.js';
import type { User } from '../model/user.model.js';
import type { AgentPort } from '../ports/agent.port.js';
import type { InMemoryAccountAdapter } from './in-memory-account.adapter.js';
import type { InMemoryAuditLogAdapter } from './in-memory-audit-log.adapter.js';
import type { InMemoryCreatorProfileAdapter } from './in-memory-creator-profile.adapter.js';
import type { InMemorySession } from './in-memory-session.js';
import { settle } from './profile-inputs.js';

/**
 * Creator agents in memory. Agents are the accounts of type `agent` in `accounts`; creators are
 * the profiles in `creators`; links live in the session's {@link InMemorySession.links}, so the
 * acting-for calls of the other in-memory adapters follow every link and unlink at once.
 */
export class InMemoryAgentAdapter implements AgentPort {
  private readonly tokens = new Map<string, string>();
  private issued = 0;

  /**
   * @param session - who is signed in, and the links. @param accounts - the agents' and creators'
   * accounts. @param creators - the creators' profiles and bank data (for completion).
   * @param audit - where links and unlinks go, as the server's security history records them.
   */
  constructor(
    private readonly session: InMemorySession,
    private readonly accounts: InMemoryAccountAdapter,
    private readonly creators: InMemoryCreatorProfileAdapter,
    private readonly audit?: InMemoryAuditLogAdapter,
  ) {}

  /** Gives the agent account `agentExternalId` the link token `token` (test setup). */
  setToken(agentExternalId: string, token: string): void {
    this.tokens.set(agentExternalId, token);
  }

  /** The agent a link token names; `AGENT.NOT_FOUND` for an unknown or rotated one. */
  getByToken(token: string): Promise<CreatorAgent> {
    return settle(() => {
      this.session.requireUserId();
      return agentOf(this.agentByToken(token));
    });
  }

  /** Links the caller's creator to the agent of `agentToken`; another `userId` gets `AUTH.FORBIDDEN`. */
  linkAgent(userId: string, agentToken: string): Promise<CreatorAgent> {
    return settle(() => {
      if (this.session.requireUserId() !== userId) throw new ApplicationError('AUTH.FORBIDDEN');
      const creatorId = this.session.links.creatorOwnedBy(userId);
      if (creatorId === undefined) throw new ApplicationError('CREATOR.ONLY');
      const agent = this.agentByToken(agentToken);
      const previous = this.session.links.agentOf(creatorId);
      if (previous !== undefined && previous !== agent.externalId) this.record('agent_unlinked', userId, userId, previous);
      this.record('agent_linked', userId, userId, agent.externalId);
      this.session.links.link(creatorId, agent.externalId);
      this.creators.setAgentId(creatorId, agent.id);
      return agentOf(agent);
    });
  }

  /** A creator drops their agent (no id, or their own); an agent drops one of their creators. */
  unlink(creatorId?: number): Promise<void> {
    return settle(() => {
      const caller = this.session.requireUserId();
      const target = creatorId ?? this.session.links.creatorOwnedBy(caller);
      if (target === undefined) throw new ApplicationError('CREATOR.NOT_FOUND');
      const owner = this.session.links.ownerOf(target);
      const agent = this.session.links.agentOf(target);
      if (owner !== caller && agent !== caller) throw new ApplicationError('AGENT.NOT_LINKED');
      if (owner !== undefined && agent !== undefined) this.record('agent_unlinked', owner, caller, agent);
      this.session.links.unlink(target);
      this.creators.setAgentId(target, null);
    });
  }

  /** The caller's creators, each with its profile's completion; `AGENT.ONLY` for other accounts. */
  listCreatorsByAgent(): Promise<readonly AgentCreator[]> {
    return settle(() => {
      const agent = this.ownAgent();
      return this.session.links.creatorsOf(agent.externalId).flatMap((creatorId) => this.agentCreator(creatorId));
    });
  }

  /** The caller's link token, made on first asking. */
  getOwnToken(): Promise<string> {
    return settle(() => {
      const agent = this.ownAgent();
      return this.tokens.get(agent.externalId) ?? this.newToken(agent.externalId);
    });
  }

  /** A new link token for the caller; the old one stops naming them. */
  rotateToken(): Promise<string> {
    return settle(() => this.newToken(this.ownAgent().externalId));
  }

  /** The account behind creator `creatorId`, for its owner or linked agent. */
  getManagedCreatorAccount(creatorId: number): Promise<User> {
    return settle(() => {
      const user = this.accounts.peek(this.session.links.target(creatorId));
      if (user === undefined) throw new ApplicationError('USER.NOT_FOUND');
      return user;
    });
  }

  private record(kind: 'agent_linked' | 'agent_unlinked', accountExternalId: string, actorExternalId: string, agentExternalId: string): void {
    const person = (externalId: string) => {
      const user = this.accounts.peek(externalId);
      return user?.type == null ? null : { id: user.id, name: user.name, type: user.type };
    };
    this.audit?.record({ kind, createdAt: new Date(0).toISOString(), account: person(accountExternalId), actor: person(actorExternalId), agent: person(agentExternalId), changes: [] });
  }

  private ownAgent(): User {
    const user = this.accounts.peek(this.session.requireUserId());
    if (user === undefined) throw new ApplicationError('USER.NOT_FOUND');
    if (user.type !== 'agent') throw new ApplicationError('AGENT.ONLY');
    return user;
  }

  private agentByToken(token: string): User {
    const externalId = [...this.tokens].find(([, candidate]) => candidate === token.trim())?.[0];
    const agent = externalId === undefined ? undefined : this.accounts.peek(externalId);
    if (agent?.type !== 'agent') throw new ApplicationError('AGENT.NOT_FOUND');
    return agent;
  }

  private newToken(agentExternalId: string): string {
    this.issued += 1;
    // Deterministic for tests, but shaped like the server's base64url tokens (16 to 64 characters).
    const token = `agente-${String(this.issued).padStart(4, '0')}-${agentExternalId.replace(/[^A-Za-z0-9_-]/g, '')}`.padEnd(22, 'x');
    this.tokens.set(agentExternalId, token);
    return token;
  }

  private agentCreator(creatorId: number): AgentCreator[] {
    const owner = this.session.links.ownerOf(creatorId);
    const held = this.creators.peek(creatorId);
    const user = owner === undefined ? undefined : this.accounts.peek(owner);
    if (held === undefined || user === undefined) return [];
    const { details, bank } = held;
    const completion = profileCompletion({
      miniBio: details.miniBio, image: details.image, name: details.name, email: user.email, hasPassword: this.accounts.hasPasswordOf(user.externalId),
      state: details.state, city: details.city, phone: user.phone, socialNetworks: details.socialNetworks,
      prices: details.prices, bank, categories: details.categories,
    });
    return [{
      id: details.id, userId: user.id, slug: details.slug, name: details.name, image: details.image,
      state: details.state, city: details.city, active: user.active, completion,
    }];
  }
}

function agentOf(user: User): CreatorAgent {
  return { id: user.id, name: user.name, image: user.image };
}
