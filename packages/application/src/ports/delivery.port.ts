import type { Contract, DeliveryInput } from '../model/contract.model.js';

/** Deliveries and approval (issue 13 builds them over HTTP; in memory until then). */
export interface DeliveryPort {
  /** Only from `paid` or `changes_requested`. */
  deliver(delivery: DeliveryInput): Promise<Contract>;
  /** The brand approves a delivered contract, releasing the payout. */
  approve(contractId: number): Promise<Contract>;
}
