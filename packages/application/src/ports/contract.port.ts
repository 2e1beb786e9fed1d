import type { Contract, ContractListQuery, ContractMove, ContractPage } from '../model/contract.model.js';

/**
 * Contracts (`/project/contract*`, `/creator/contracts`, `POST /proposals`). The server checks
 * every move on the contract's life: only the right party, only from the right status
 * (`CONTRACT.STATE_CHANGED` with what changed, `CONTRACT.NOT_YOUR_MOVE`, `CONTRACT.EXPIRED`).
 */
export interface ContractPort {
  /** A creator's jobs, for the creator or their linked agent (`GET /project/contract/list`). */
  listOfCreator(creatorId: number): Promise<readonly Contract[]>;
  /** A project's contracts, for its brand (`GET /creator/contracts?project_id=`). */
  listOfProject(projectId: number): Promise<readonly Contract[]>;
  /** The signed-in person's contracts, filtered and paged (`POST /proposals`). */
  list(query: ContractListQuery): Promise<ContractPage>;
  /** Throws `CONTRACT.NOT_FOUND`. */
  get(contractId: number): Promise<Contract>;
  /** Accept, reject, counter or cancel; answers the contract as it is now. */
  move(contractId: number, move: ContractMove): Promise<Contract>;
}
