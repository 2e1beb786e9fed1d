import { BRAZIL_UFS, SOCIAL_NETWORK_NAMES, type BrazilUf, type CreatorCardWire } from '@publi/contract';
import { percentOrNull } from '../accounts/to-accounts-wire.js';
import type { CreatorCard } from './creator-card.js';
import { toJobPricesWire } from './to-job-prices-wire.js';

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
