import type { BadgeKey } from './data/badges.data.js';
import type { Random } from './random.js';

/**
 * The badges a generated creator holds. Big audiences are more often verified, the largest
 * or most engaged are top creators, newcomers with small audiences are new talents; service
 * badges (fast replies, on-time delivery) are spread evenly.
 */
export function drawBadges(random: Random, followers: number, engagementBp: number): BadgeKey[] {
  const badges: BadgeKey[] = [];
  if (random.chance(followers >= 100_000 ? 0.7 : followers >= 10_000 ? 0.2 : 0.05)) badges.push('verified');
  if ((followers >= 500_000 && random.chance(0.6)) || (engagementBp >= 900 && random.chance(0.15))) badges.push('top');
  if (random.chance(0.25)) badges.push('fastReply');
  if (random.chance(0.3)) badges.push('onTime');
  if (followers < 10_000 && random.chance(0.12)) badges.push('newTalent');
  if (random.chance(0.06)) badges.push('recommended');
  return badges;
}
