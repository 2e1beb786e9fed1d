import type { CategoryRef, JobPrices } from './creator-profile.js';

/**
 * A creator as search results and carts show them, in the server's terms (prices in
 * centavos, engagement in basis points); `to-creator-card-wire.ts` gives the wire's card.
 */
// Twin of @publi/application's `CreatorCard` in the database's terms (`state`, basis points, a count not stated is `null`): the wire mapper gives the application's shape.
export interface CreatorCard {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly image: string | null;
  readonly state: string | null;
  readonly city: string | null;
  readonly categories: readonly CategoryRef[];
  /** The sum of the stated follower counts, `null` when none is stated (the wire shows 0). */
  readonly followers: number | null;
  /** `null` when no network states an engagement. */
  readonly engagementBp: number | null;
  readonly prices: JobPrices;
  readonly socialNetworks: readonly { readonly name: string; readonly username: string; readonly followers: number | null }[];
}
