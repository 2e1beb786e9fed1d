import { BRAZIL_UFS, SOCIAL_NETWORK_NAMES, type BrazilUf, type CreatorCardWire } from '@publi/contract';
import type { CreatorCard } from '../creators/creator-card.js';

type NetworkName = CreatorCardWire['social_newtork'][number]['name'];

const UFS: ReadonlySet<string> = new Set(BRAZIL_UFS);
const NETWORKS: ReadonlySet<string> = new Set(SOCIAL_NETWORK_NAMES);
const isUf = (value: string | null): value is BrazilUf => value !== null && UFS.has(value);
const isNetworkName = (value: string): value is NetworkName => NETWORKS.has(value);

/**
 * A card as the contract types it. The database's columns are free text where the wire has
 * closed lists (state siglas, network names); a value outside them, which this server never
 * writes, is dropped rather than failing the whole page.
 */
export function toCreatorCardWire(card: CreatorCard): CreatorCardWire {
  return {
    ...card,
    localization: isUf(card.localization) ? card.localization : null,
    categories: [...card.categories],
    social_newtork: card.social_newtork.flatMap(({ name, username, followers }) =>
      isNetworkName(name) ? [{ name, username, followers }] : [],
    ),
  };
}
