/** A proposal's state: a creator offers, the brand accepts or declines. */
export type ProposalStatus = 'open' | 'accepted' | 'declined';

/** A creator's offer on a project. */
export interface Proposal {
  /** Proposal id. */
  readonly id: number;
  /** The project. */
  readonly projectId: number;
  /** The creator offering. */
  readonly creatorId: number;
  /** Price in centavos. */
  readonly amountCentavos: number;
  /** A note to the brand. */
  readonly message: string;
  /** Status. */
  readonly status: ProposalStatus;
}

/** What a creator sends to offer on a project. */
export interface ProposalInput {
  /** The project. */
  readonly projectId: number;
  /** The creator offering. */
  readonly creatorId: number;
  /** Price in centavos. */
  readonly amountCentavos: number;
  /** A note. */
  readonly message: string;
}
