/** A contract's life (ARCHITECTURE.md): pending -> accepted/rejected -> paid -> delivered -> approved. */
export type ContractStatus = 'pending' | 'accepted' | 'rejected' | 'paid' | 'delivered' | 'approved';

/** A contract that has not ended, as the deactivation rule names it. */
export interface OpenContract {
  /** Contract id. */
  readonly id: number;
  /** The project's name, as the creator knows the contract. */
  readonly projectName: string;
  /** Where it stands. */
  readonly status: ContractStatus;
}

/** The statuses after which nothing more happens on a contract: refused or approved. */
export const ENDED_CONTRACT_STATUSES: readonly ContractStatus[] = ['rejected', 'approved'];

/** Whether a contract in `status` has not ended yet (so it holds its parties' accounts open). */
export function isContractOpen(status: ContractStatus): boolean {
  return !ENDED_CONTRACT_STATUSES.includes(status);
}
