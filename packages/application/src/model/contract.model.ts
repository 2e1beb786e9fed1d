import type { ContractStatus, ProjectType } from '@publi/domain';

export type { ContractStatus } from '@publi/domain';

/** Terms on the table: the amount, the day the work is due and the note that came with them. */
export interface ContractTerms {
  /** The amount in centavos. */
  readonly amountCentavos: number;
  /** `YYYY-MM-DD`. */
  readonly deadline: string;
  readonly message: string;
}

/** What the signed-in person may do on a contract now (the server decides; screens show these buttons). */
export type ContractAnswer = 'accept' | 'reject' | 'counter' | 'accept_counter' | 'refuse_counter' | 'cancel' | 'pay' | 'deliver' | 'approve' | 'request_changes';

/**
 * A brand's proposal to one creator of a project and the contract it becomes (ARCHITECTURE.md,
 * "Contract life"). `terms` are the proposal's until agreed (`agreedAt`), then the agreed ones;
 * `counter` is the creator's counter-offer while the brand has not answered it.
 */
export interface Contract {
  readonly id: number;
  /** The contract's chat. */
  readonly chatId: number;
  readonly projectId: number;
  readonly projectName: string;
  readonly projectType: ProjectType | null;
  readonly brand: { readonly id: number; readonly name: string; readonly image: string | null };
  readonly creator: { readonly id: number; readonly name: string; readonly slug: string; readonly image: string | null };
  /** The effective status: an offer past its week is `expired`. */
  readonly status: ContractStatus;
  readonly deliverables: { readonly stories: number; readonly feed: number; readonly tiktok: number };
  readonly terms: ContractTerms;
  readonly counter: ContractTerms | null;
  /** ISO instants. */
  readonly agreedAt: string | null;
  readonly offeredAt: string;
  /** When the offer waiting for an answer expires; null when nothing waits. */
  readonly expiresAt: string | null;
  /** The reason given with a rejection or a cancellation. */
  readonly reason: string | null;
  /** When the last delivery was sent, and when it is approved by itself if the brand does not answer (ISO). */
  readonly deliveredAt: string | null;
  readonly autoApprovalAt: string | null;
  /** Rounds of changes the brand has asked for (at most 2). */
  readonly changeRounds: number;
  readonly updatedAt: string;
  /** Chat messages the signed-in person has not read. */
  readonly unreadMessages: number;
  readonly answers: readonly ContractAnswer[];
}

/** A person's move on a contract; the server picks the matching move for their side. */
export type ContractMove =
  | { readonly kind: 'accept' }
  | { readonly kind: 'reject'; readonly reason: string }
  | { readonly kind: 'cancel'; readonly reason: string }
  | { readonly kind: 'counter'; readonly amountCentavos: number; readonly deadline: string; readonly message: string };

/** What the list of proposals is narrowed by, and which page. */
export interface ContractListQuery {
  readonly status?: ContractStatus;
  readonly projectId?: number;
  readonly text?: string;
  readonly page: number;
  readonly limit: number;
}

/** A page of contracts. */
export interface ContractPage {
  readonly contracts: readonly Contract[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

