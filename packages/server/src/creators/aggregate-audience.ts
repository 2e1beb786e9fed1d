/** One social network's audience: followers and engagement in basis points, each `null` when not stated. */
export interface NetworkAudience {
  /** `null` when the creator did not say; such a network adds no followers and weighs nothing. */
  readonly followers: number | null;
  /** `null` when the creator did not say; such a network adds followers but no engagement. */
  readonly engagementBp: number | null;
}

/** A creator's audience over all their networks, as the search card stores it. */
export interface CreatorAudience {
  /** The sum of the stated counts; `null` when no network states one (a stated 0 gives 0). */
  readonly followers: number | null;
  /** `null` when no network states an engagement (a stated 0.00% counts as 0). */
  readonly engagementBp: number | null;
}

// The card's columns are PostgreSQL `integer`; a sum past this would be refused by the database.
const INTEGER_MAX = 2_147_483_647n;

/**
 * Sums the stated followers of every network and averages the stated engagements weighted by
 * followers, so a network with 1,000,000 followers counts more than one with 500, rounded half
 * up to whole basis points. What a network does not state is left out rather than read as 0:
 * an unknown engagement does not drag the average towards 0, an unknown count adds nothing
 * and weighs like 0 followers; when the networks that have an engagement have no (stated)
 * followers, they weigh the same (a plain mean). Nothing stated at all gives `null`. Exact
 * integer arithmetic, so the card never drifts by a rounding error. Counts are expected to be
 * non-negative whole numbers, as the contract's fields are.
 */
export function aggregateAudience(networks: readonly NetworkAudience[]): CreatorAudience {
  const counted = networks.flatMap(({ followers }) => (followers === null ? [] : [BigInt(followers)]));
  const totalFollowers = counted.reduce((sum, followers) => sum + followers, 0n);
  const rated = networks.flatMap(({ followers, engagementBp }) =>
    engagementBp === null ? [] : [{ followers: BigInt(followers ?? 0), engagementBp: BigInt(engagementBp) }],
  );
  const ratedFollowers = rated.reduce((sum, network) => sum + network.followers, 0n);
  const weighted = ratedFollowers > 0n;
  const numerator = rated.reduce((sum, network) => sum + (weighted ? network.followers : 1n) * network.engagementBp, 0n);
  const denominator = weighted ? ratedFollowers : BigInt(rated.length);
  return {
    followers: counted.length === 0 ? null : Number(totalFollowers > INTEGER_MAX ? INTEGER_MAX : totalFollowers),
    engagementBp: denominator === 0n ? null : Number((2n * numerator + denominator) / (2n * denominator)),
  };
}
