import type { Contract, DeliveryInput } from '../model/contract.model.js';

/**
 * Contracts (`/project/contract*`, `/creator/contracts*`). Transitions are checked: only the
 * right party, only from the right state (`CONTRACT.INVALID_TRANSITION` otherwise).
 */
export interface ContractPort {
  listByCreator(creatorId: number): Promise<readonly Contract[]>;
  /** The project's contracts, for its brand (`GET /creator/contracts?project_id=`). */
  listByProject(projectId: number): Promise<readonly Contract[]>;
  accept(contractId: number): Promise<Contract>;
  reject(contractId: number): Promise<Contract>;
  /** Throws `CONTRACT.NOT_FOUND`. */
  getDetails(contractId: number): Promise<Contract>;
  /** Only from `paid`. */
  deliver(delivery: DeliveryInput): Promise<Contract>;
  /** The brand approves a delivered contract, releasing the payout. */
  approve(contractId: number): Promise<Contract>;
}
