/** A file sent to a contract: its display name, size in bytes and type read from its bytes. */
export interface DeliveryFile {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly contentType: string;
}

/** The creator (or agent) delivers on the live contract of (project, creator). */
export interface DeliveryInput {
  readonly projectId: number;
  readonly creatorId: number;
  readonly links: readonly string[];
  /** Files already sent to the contract. */
  readonly fileIds: readonly string[];
  readonly note: string;
}

/** The brand's answer to a round. */
export interface DeliveryReview {
  readonly kind: 'approved' | 'changes_requested' | 'auto_approved';
  readonly comment: string;
  /** ISO instant. */
  readonly at: string;
}

/** One round of delivered work. */
export interface DeliveryRound {
  readonly round: number;
  readonly links: readonly string[];
  readonly files: readonly DeliveryFile[];
  readonly note: string;
  readonly deliveredAt: string;
  readonly review: DeliveryReview | null;
}

/** A contract's delivery timeline. */
export interface Deliveries {
  readonly contractId: number;
  readonly rounds: readonly DeliveryRound[];
  /** When a waiting delivery is approved by itself (ISO), or null. */
  readonly autoApprovalAt: string | null;
  readonly changeRoundsLeft: number;
}
