import type { Badge } from './reference-data.model.js';
import type { SocialNetwork, SocialNetworkName } from './social-network.model.js';
import type { CategoryRef } from './user.model.js';

/** A creator's price per format in integer centavos; 0 means the creator has not set it ("Sob consulta"). */
export interface JobPrices {
  /** Stories, in centavos. */
  readonly stories: number;
  /** Feed post, in centavos. */
  readonly feed: number;
  /** TikTok video, in centavos. */
  readonly tiktok: number;
}

/** A creator in a list (search results, the cart): what a result card shows. */
export interface CreatorCard {
  /** Creator id. */
  readonly id: number;
  /** URL slug. */
  readonly slug: string;
  /** Name. */
  readonly name: string;
  /** Picture URL, or `null`. */
  readonly image: string | null;
  /** State sigla, or `null`. */
  readonly state: string | null;
  /** City, or `null`. */
  readonly city: string | null;
  /** Categories. */
  readonly categories: readonly CategoryRef[];
  /** Followers over all networks. */
  readonly followers: number;
  /** Follower-weighted engagement, or `null`. */
  readonly engagement: number | null;
  /** Prices. */
  readonly prices: JobPrices;
  /** Networks, short form. */
  readonly socialNetworks: readonly { readonly name: SocialNetworkName; readonly username: string; readonly followers: number | null }[];
}

/** A creator's public profile. It never carries bank data nor the agent's token. */
export interface CreatorDetails {
  /** Creator id. */
  readonly id: number;
  /** The owning account's numeric id. */
  readonly userId: number;
  /** URL slug. */
  readonly slug: string;
  /** Name. */
  readonly name: string;
  /** Picture URL, or `null`. */
  readonly image: string | null;
  /** Short bio, or `null`. */
  readonly miniBio: string | null;
  /** State sigla, or `null`. */
  readonly state: string | null;
  /** City, or `null`. */
  readonly city: string | null;
  /** Social networks. */
  readonly socialNetworks: readonly SocialNetwork[];
  /** Prices. */
  readonly prices: JobPrices;
  /** Categories. */
  readonly categories: readonly CategoryRef[];
  /** Badges earned. */
  readonly badges: readonly Badge[];
  /** Followers over all networks. */
  readonly followers: number;
  /** Engagement, or `null`. */
  readonly engagement: number | null;
  /** The linked agent's id, or `null`. */
  readonly creatorAgentId: number | null;
}
