/** One creator's proposal: the deliverables and the terms the brand offers. */
export interface ProposalTerms {
  readonly creatorId: number;
  readonly stories: number;
  readonly feed: number;
  readonly tiktok: number;
  readonly amountCentavos: number;
  readonly deadline: string;
  readonly message: string;
}

/** The brand's proposals to creators of one project, all or none (`POST /proposals/create`). */
export interface NewProposals {
  readonly projectId: number;
  readonly proposals: readonly ProposalTerms[];
}

/** A person's answer on a contract, as the routes name it; the caller's side decides the move. */
export type ContractAnswer =
  | { readonly kind: 'acceptance' }
  | { readonly kind: 'rejection'; readonly reason: string }
  | { readonly kind: 'counter'; readonly amountCentavos: number; readonly deadline: string; readonly message: string }
  | { readonly kind: 'cancellation'; readonly reason: string };
