import { ApplicationError } from '../errors/application-error.js';

/**
 * The server's knowledge of who owns each creator profile and which agent acts for it, shared
 * by the in-memory adapters through {@link InMemorySession.links} so that an acting-for call
 * (`creatorId`) is allowed or refused the same way by every port.
 */
export class InMemoryAgentLinks {
  private readonly owners = new Map<number, string>();
  private readonly agents = new Map<number, string>();

  /** @param caller - the signed-in external id; throws `AUTH.TOKEN_MISSING` when nobody is. */
  constructor(private readonly caller: () => string) {}

  /** Records that creator `creatorId` belongs to the account `ownerExternalId`. */
  registerCreator(creatorId: number, ownerExternalId: string): void {
    this.owners.set(creatorId, ownerExternalId);
  }

  /** The creator profile the account `externalId` owns, or `undefined`. */
  creatorOwnedBy(externalId: string): number | undefined {
    return [...this.owners].find(([, owner]) => owner === externalId)?.[0];
  }

  /** The account that owns creator `creatorId`, or `undefined`. */
  ownerOf(creatorId: number): string | undefined {
    return this.owners.get(creatorId);
  }

  /** Makes the account `agentExternalId` the agent of creator `creatorId` (replacing any other). */
  link(creatorId: number, agentExternalId: string): void {
    this.agents.set(creatorId, agentExternalId);
  }

  /** Leaves creator `creatorId` without an agent. */
  unlink(creatorId: number): void {
    this.agents.delete(creatorId);
  }

  /** The external id of the agent acting for creator `creatorId`, or `undefined`. */
  agentOf(creatorId: number): string | undefined {
    return this.agents.get(creatorId);
  }

  /** The creators the account `agentExternalId` acts for, in linking order. */
  creatorsOf(agentExternalId: string): readonly number[] {
    return [...this.agents].filter(([, agent]) => agent === agentExternalId).map(([creatorId]) => creatorId);
  }

  /**
   * The external id a call acts on: the caller without `creatorId`; with it, the creator's owner
   * when the caller is that owner or its linked agent. Anyone else gets `AGENT.NOT_LINKED`, an
   * unknown creator included, as the server does not tell which creators exist.
   */
  target(creatorId?: number): string {
    const caller = this.caller();
    if (creatorId === undefined) return caller;
    const owner = this.owners.get(creatorId);
    if (owner !== undefined && (owner === caller || this.agents.get(creatorId) === caller)) return owner;
    throw new ApplicationError('AGENT.NOT_LINKED');
  }

  /** Whether the caller acts for someone else's creator `creatorId` (so bank data is closed). */
  actsAsAgent(creatorId: number | undefined): boolean {
    return creatorId !== undefined && this.owners.get(creatorId) !== this.caller();
  }
}
