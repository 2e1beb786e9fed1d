/** The brand's proposal to one creator: the deliverables, the amount, the deadline and a note. */
export interface ProposalItem {
  readonly creatorId: number;
  readonly stories: number;
  readonly feed: number;
  readonly tiktok: number;
  /** The amount in centavos, a positive integer. */
  readonly amountCentavos: number;
  /** `YYYY-MM-DD`, not before today. */
  readonly deadline: string;
  readonly message: string;
}

/** Proposals to creators of one project, sent together (`POST /proposals/create`). */
export interface ProposalInput {
  readonly projectId: number;
  readonly proposals: readonly ProposalItem[];
}
