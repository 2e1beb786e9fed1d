import { SOCIAL_NETWORK_NAMES, type SocialNetworkWire } from '@publi/contract';
import { percentOrNull } from '../accounts/to-accounts-wire.js';
import type { SocialNetwork } from './creator-profile.js';

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
