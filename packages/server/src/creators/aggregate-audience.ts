/** One social network's audience: followers, and engagement in basis points when known. */
export interface NetworkAudience {
  readonly followers: number;
  /** `null` when the creator did not say; such a network adds followers but no engagement. */
  readonly engagementBp: number | null;
}

/** A creator's audience over all their networks, as the search card stores it. */
export interface CreatorAudience {
  readonly followers: number;
  /** 0 when no network has an engagement (the card's column has no "unknown"). */
  readonly engagementBp: number;
}

// The card's columns are PostgreSQL `integer`; a sum past this would be refused by the database.
const INTEGER_MAX = 2_147_483_647n;

/**
 * Sums the followers of every network and averages engagement weighted by followers, so a
 * network with 1,000,000 followers counts more than one with 500, rounded half up to whole
 * basis points. Networks whose engagement is unknown are left out of the average rather than
 * dragging it towards 0; when the networks that have one have no followers, they weigh the
 * same (a plain mean). Exact integer arithmetic, so the card never drifts by a rounding error.
 * Counts are expected to be non-negative whole numbers, as the contract's fields are.
 */
export function aggregateAudience(networks: readonly NetworkAudience[]): CreatorAudience {
  const totalFollowers = networks.reduce((sum, network) => sum + BigInt(network.followers), 0n);
  const rated = networks.flatMap(({ followers, engagementBp }) =>
    engagementBp === null ? [] : [{ followers: BigInt(followers), engagementBp: BigInt(engagementBp) }],
  );
  const ratedFollowers = rated.reduce((sum, network) => sum + network.followers, 0n);
  const weighted = ratedFollowers > 0n;
  const numerator = rated.reduce((sum, network) => sum + (weighted ? network.followers : 1n) * network.engagementBp, 0n);
  const denominator = weighted ? ratedFollowers : BigInt(rated.length);
  const engagementBp = denominator === 0n ? 0n : (2n * numerator + denominator) / (2n * denominator);
  return {
    followers: Number(totalFollowers > INTEGER_MAX ? INTEGER_MAX : totalFollowers),
    engagementBp: Number(engagementBp),
  };
}
