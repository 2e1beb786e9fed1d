import { basisPointsToPercent, percentToBasisPoints } from '@publi/domain';
import type { SocialNetwork } from '../model/social-network.model.js';

/**
 * A card's followers and engagement from its networks, as the server aggregates them: the sum
 * of the stated followers (0 with none stated), and the stated engagements averaged by
 * followers (a plain mean when none of those states followers), rounded to whole basis points;
 * `null` when no network states one.
 */
export function creatorAudience(networks: readonly SocialNetwork[]): { readonly followers: number; readonly engagement: number | null } {
  const followers = networks.reduce((sum, network) => sum + (network.followers ?? 0), 0);
  const rated = networks.flatMap((network) => (network.engagement === null ? [] : [{ weight: network.followers ?? 0, basisPoints: percentToBasisPoints(network.engagement) }]));
  if (rated.length === 0) return { followers, engagement: null };
  const ratedFollowers = rated.reduce((sum, network) => sum + network.weight, 0);
  const weightOf = (weight: number) => (ratedFollowers > 0 ? weight : 1);
  const numerator = rated.reduce((sum, network) => sum + weightOf(network.weight) * network.basisPoints, 0);
  const denominator = ratedFollowers > 0 ? ratedFollowers : rated.length;
  return { followers, engagement: basisPointsToPercent(Math.floor((2 * numerator + denominator) / (2 * denominator))) };
}
