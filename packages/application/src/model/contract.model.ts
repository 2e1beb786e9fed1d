/** A contract's life (ARCHITECTURE.md): pending -> accepted/rejected -> paid -> delivered -> approved. */
export type ContractStatus = 'pending' | 'accepted' | 'rejected' | 'paid' | 'delivered' | 'approved';

/** An agreement between a brand's project and one creator. */
export interface Contract {
  /** Contract id. */
  readonly id: number;
  /** The creator. */
  readonly creatorId: number;
  /** The project. */
  readonly projectId: number;
  /** Status. */
  readonly status: ContractStatus;
  /** Agreed amount in centavos. */
  readonly amountCentavos: number;
  /** URLs of what the creator delivered. */
  readonly deliveryUrls: readonly string[];
}

/** What a creator delivers on a contract. */
export interface DeliveryInput {
  /** The project. */
  readonly projectId: number;
  /** The creator delivering. */
  readonly creatorId: number;
  /** URLs of the uploaded pieces. */
  readonly urls: readonly string[];
}
