import type { CreatorCard, CreatorDetails, SocialNetwork } from '@publi/application';
import type { CreatorCardWire, CreatorDetailsWire, SocialNetworkWire } from '@publi/contract';
import { jobPricesFromWire } from './prices.mapper.js';

/** A wire social network in domain names (the names happen to match; kept for one place). */
export function socialNetworkFromWire(wire: SocialNetworkWire): SocialNetwork {
  return { name: wire.name, username: wire.username, link: wire.link, followers: wire.followers, engagement: wire.engagement };
}

/** A wire creator card (`social_newtork`, decimal prices) in domain names and centavos. */
export function creatorCardFromWire(wire: CreatorCardWire): CreatorCard {
  return {
    id: wire.id,
    slug: wire.slug,
    name: wire.name,
    image: wire.image,
    state: wire.localization,
    city: wire.city,
    categories: wire.categories,
    followers: wire.followers,
    engagement: wire.engagement,
    prices: jobPricesFromWire(wire.prices),
    socialNetworks: wire.social_newtork,
  };
}

/** A wire creator profile (`user_id`, `mini_bio`, `creator_agent_id`, decimal prices...) in domain names and centavos. */
export function creatorDetailsFromWire(wire: CreatorDetailsWire): CreatorDetails {
  return {
    id: wire.id,
    userId: wire.user_id,
    slug: wire.slug,
    name: wire.name,
    image: wire.image,
    miniBio: wire.mini_bio,
    state: wire.localization,
    city: wire.city,
    socialNetworks: wire.social_newtork.map(socialNetworkFromWire),
    prices: jobPricesFromWire(wire.prices),
    categories: wire.categories,
    badges: wire.badges,
    followers: wire.followers,
    engagement: wire.engagement,
    creatorAgentId: wire.creator_agent_id,
  };
}
