import { FINAL_CONTRACT_STATUSES, isContractFinal, type ContractStatus } from '../contracts/contract-status.js';

/** A contract that has not ended, as the deactivation rule names it. */
export interface OpenContract {
  /** Contract id. */
  readonly id: number;
  /** The project's name, as the creator knows the contract. */
  readonly projectName: string;
  /** Where it stands. */
  readonly status: ContractStatus;
}

/** The statuses after which nothing more happens on a contract (the life's final statuses). */
export const ENDED_CONTRACT_STATUSES: readonly ContractStatus[] = FINAL_CONTRACT_STATUSES;

/** Whether a contract in `status` has not ended yet (so it holds its parties' accounts open). */
export function isContractOpen(status: ContractStatus): boolean {
  return !isContractFinal(status);
}
