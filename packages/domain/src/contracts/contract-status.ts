/**
 * Where a contract stands (ARCHITECTURE.md, "Contract life"), with the wire's values:
 * - `pending`: the brand's proposal waits for the creator's answer (expires after 7 days);
 * - `counter_offer`: the creator answered with other terms, waiting for the brand;
 * - `accepted`, `rejected`, `expired`, `cancelled`: the answer, the clock, or the brand giving up;
 * - `paid`: the brand paid and the money is held; `delivered`: the creator delivered;
 * - `changes_requested`: the brand asked for changes (at most 2 rounds); `approved`: done.
 * A paid contract the brand cancels before delivery is `cancelled` too, with a refund.
 */
export const CONTRACT_STATUSES = [
  'pending',
  'counter_offer',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
  'paid',
  'delivered',
  'changes_requested',
  'approved',
] as const;

/** One of {@link CONTRACT_STATUSES}. */
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What a person reads for each status. */
export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  pending: 'Aguardando resposta',
  counter_offer: 'Contraproposta',
  accepted: 'Aceito',
  rejected: 'Recusado',
  expired: 'Expirado',
  cancelled: 'Cancelado',
  paid: 'Pago',
  delivered: 'Entregue',
  changes_requested: 'Ajustes pedidos',
  approved: 'Aprovado',
};

/** The statuses nothing leaves: the contract has ended, one way or another. */
export const FINAL_CONTRACT_STATUSES: readonly ContractStatus[] = ['rejected', 'expired', 'cancelled', 'approved'];

/**
 * The statuses after which the brand may propose again to the same creator on the same
 * project: the proposal came to nothing. Every other status is "live", and a (project,
 * creator) pair has at most one live contract.
 */
export const CLOSED_WITHOUT_WORK_STATUSES: readonly ContractStatus[] = ['rejected', 'expired', 'cancelled'];

/** Whether a contract in `status` has ended (nothing more happens on it). */
export function isContractFinal(status: ContractStatus): boolean {
  return FINAL_CONTRACT_STATUSES.includes(status);
}

/** Whether a contract in `status` blocks a new proposal to the same creator on the same project. */
export function isContractLive(status: ContractStatus): boolean {
  return !CLOSED_WITHOUT_WORK_STATUSES.includes(status);
}
