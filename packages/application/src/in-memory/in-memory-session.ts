import { ApplicationError } from '../errors/application-error.js';
import { InMemoryAgentLinks } from './in-memory-agent-links.js';

/**
 * Who the in-memory adapters think is signed in: the stand-in for the token the HTTP
 * adapters send. Share one between adapters so ownership checks agree.
 */
export class InMemorySession {
  private current: string | null = null;
  private readonly revoked = new Set<string>();
  /** Creator owners and agent links, which every adapter sharing this session consults. */
  readonly links = new InMemoryAgentLinks(() => this.requireUserId());

  /** The signed-in external id, or `null`. */
  get userId(): string | null {
    return this.current;
  }

  /** Acts as `externalId` from now on. */
  signInAs(externalId: string): void {
    this.current = externalId;
  }

  /** Acts as nobody. */
  signOut(): void {
    this.current = null;
  }

  /** The identity provider deleted `externalId`'s sign-in (the account was deleted): its token no longer verifies. */
  revoke(externalId: string): void {
    this.revoked.add(externalId);
  }

  /**
   * The signed-in external id; throws `AUTH.TOKEN_MISSING` as the server does without a token,
   * `AUTH.TOKEN_INVALID` with the token of a deleted sign-in.
   */
  requireUserId(): string {
    if (this.current === null) throw new ApplicationError('AUTH.TOKEN_MISSING');
    if (this.revoked.has(this.current)) throw new ApplicationError('AUTH.TOKEN_INVALID');
    return this.current;
  }
}
