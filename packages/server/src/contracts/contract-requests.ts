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

// Twins of @publi/application's `ProposalInput`/`ProposalItem` in the server's terms: the server depends on the contract and the domain, never on the application.
/** The brand's proposals to creators of one project, all or none (`POST /proposals/create`). */
export interface NewProposals {
  readonly projectId: number;
  readonly proposals: readonly ProposalTerms[];
}

// Not the application's `ContractAnswer` (the buttons' names): this carries the answer's own values, and the caller's side decides the move.
/** A person's answer on a contract, as the routes name it; the caller's side decides the move. */
export type ContractAnswer =
  | { readonly kind: 'acceptance' }
  | { readonly kind: 'rejection'; readonly reason: string }
  | { readonly kind: 'counter'; readonly amountCentavos: number; readonly deadline: string; readonly message: string }
  | { readonly kind: 'cancellation'; readonly reason: string };
