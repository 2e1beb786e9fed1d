import type { CreatorDetailsWire } from '@publi/contract';
import { percentOrNull, ufOf } from '../accounts/to-accounts-wire.js';
import type { CreatorDetails } from './creator-profile.js';
import { toJobPricesWire } from './to-job-prices-wire.js';
import { toSocialNetworkWires } from './to-social-network-wire.js';

/** A creator's public profile in wire names (`GET /account/creator/details` and `/slug`). Route layer only. */
export function toCreatorDetailsWire(details: CreatorDetails): CreatorDetailsWire {
  return {
    id: details.id,
    user_id: details.userId,
    slug: details.slug,
    name: details.name,
    image: details.image,
    mini_bio: details.miniBio,
    localization: ufOf(details.state),
    city: details.city,
    social_newtork: toSocialNetworkWires(details.socialNetworks),
    prices: toJobPricesWire(details.prices),
    categories: details.categories.map(({ id, name }) => ({ id, name })),
    badges: details.badges.map(({ id, name, icon }) => ({ id, name, icon })),
    // The contract's total is a count: the sum of the stated counts, 0 when none is.
    followers: details.followers ?? 0,
    engagement: percentOrNull(details.engagementBp),
    creator_agent_id: details.creatorAgentId,
  };
}
