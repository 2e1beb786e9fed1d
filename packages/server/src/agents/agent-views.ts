import type { ProfileCompletion } from '@publi/domain';

// Twins of @publi/application's CreatorAgent and AgentCreator: the server's name the stored
// columns (`state`, not the wire's `localization`), and the server may not import the application.

/** An agent as a creator sees them: who they are, never their token. */
export interface AgentSummary {
  readonly id: number;
  readonly name: string;
  readonly image: string | null;
}

/** Which creator a card id names and who acts for it, as the link checks read it. */
export interface CreatorLink {
  readonly creatorId: number;
  readonly userId: number;
  readonly agentId: number | null;
}

/** One creator an agent acts for: the card's identity and the profile's completion (never bank data). */
export interface AgentCreatorView {
  readonly id: number;
  readonly userId: number;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly state: string | null;
  readonly city: string | null;
  /** The card and the account both active. */
  readonly active: boolean;
  readonly completion: ProfileCompletion;
}
