import {
  BRAZIL_UFS,
  SOCIAL_NETWORK_NAMES,
  type BrazilUf,
  type CreatorCardWire,
  type CreatorDetailsWire,
  type CreatorPricesWire,
  type SocialNetworkWire,
} from '@publi/contract';
import { decimalFromCentavos } from '@publi/domain';
import { percentOrNull, ufOf } from '../accounts/to-accounts-wire.js';
import type { CreatorCard } from './creator-card.js';
import type { CreatorDetails, JobPrices, SocialNetwork } from './creator-profile.js';

/*
 * The creators area in wire names (route layer only): cards for search pages, carts and
 * projects, public profiles, prices and networks. Bank data has its own mapper
 * (`to-creators-bank-wire.ts`), so nothing here can put it on a public answer.
 */

type NetworkName = CreatorCardWire['social_newtork'][number]['name'];

const UFS: ReadonlySet<string> = new Set(BRAZIL_UFS);
const NETWORKS: ReadonlySet<string> = new Set(SOCIAL_NETWORK_NAMES);
const isUf = (value: string | null): value is BrazilUf => value !== null && UFS.has(value);
const isNetworkName = (value: string): value is NetworkName => NETWORKS.has(value);

/**
 * A card in wire names, for search pages and carts (route layer only). The database's columns
 * are free text where the wire has closed lists (state siglas, network names); a value outside
 * them, which this server never writes, is dropped rather than failing the whole page.
 */
export function toCreatorCardWire(card: CreatorCard): CreatorCardWire {
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    image: card.image,
    localization: isUf(card.state) ? card.state : null,
    city: card.city,
    categories: card.categories.map(({ id, name }) => ({ id, name })),
    // The contract's card total is a count: the sum of the stated counts, 0 when none is.
    followers: card.followers ?? 0,
    engagement: percentOrNull(card.engagementBp),
    prices: toJobPricesWire(card.prices),
    social_newtork: card.socialNetworks.flatMap(({ name, username, followers }) =>
      isNetworkName(name) ? [{ name, username, followers }] : [],
    ),
  };
}

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

/** Prices in centavos to the wire's decimal strings ('350.00'). Route layer only. */
export function toJobPricesWire(prices: JobPrices): CreatorPricesWire {
  return { stories: decimalFromCentavos(prices.stories), feed: decimalFromCentavos(prices.feed), tiktok: decimalFromCentavos(prices.tiktok) };
}

const rank = (name: string): number => {
  const index = SOCIAL_NETWORK_NAMES.findIndex((known) => known === name);
  return index === -1 ? SOCIAL_NETWORK_NAMES.length : index;
};

/**
 * An account's networks in wire names, in the contract's order of networks (Instagram
 * first), whatever order they were stored in. A network the contract does not know any
 * more is left out rather than breaking the answer. Route layer only.
 */
export function toSocialNetworkWires(rows: readonly SocialNetwork[]): SocialNetworkWire[] {
  return [...rows]
    .sort((a, b) => rank(a.name) - rank(b.name))
    .flatMap((row) => {
      const name = SOCIAL_NETWORK_NAMES.find((known) => known === row.name);
      if (name === undefined) return [];
      return [{ name, username: row.username, link: row.link, followers: row.followers, engagement: percentOrNull(row.engagementBp) }];
    });
}
