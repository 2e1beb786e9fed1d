import type { ProfileCompletion } from '@publi/domain';

/** A creator agent: someone who manages several creators. Creators see this, never the token. */
export interface CreatorAgent {
  /** The agent's account id. */
  readonly id: number;
  /** Name. */
  readonly name: string;
  /** Picture URL, or `null`. */
  readonly image: string | null;
}

/** One creator an agent acts for, as `/agente` lists them. */
export interface AgentCreator {
  /** Creator id (what `creatorId` means in the acting-for calls). */
  readonly id: number;
  /** The creator's account id. */
  readonly userId: number;
  /** URL slug of the public profile. */
  readonly slug: string;
  /** Name. */
  readonly name: string;
  /** Picture URL, or `null`. */
  readonly image: string | null;
  /** State sigla, or `null`. */
  readonly state: string | null;
  /** City, or `null`. */
  readonly city: string | null;
  /** `false` once the creator deactivated the account. */
  readonly active: boolean;
  /** The profile's completion, computed by the server with the domain's rule. */
  readonly completion: ProfileCompletion;
}
