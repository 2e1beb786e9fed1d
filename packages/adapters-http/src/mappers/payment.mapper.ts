import type { Deliveries, DeliveryFile, Earnings, MoneyStages, Payment, PaymentItem, PaymentQuote, PaymentReceipt, PixCharge, PixDueOffer } from '@publi/application';
import type { DeliveriesWire, DeliveryFileWire, EarningsWire, MoneyStagesWire, PaymentQuoteWire, PaymentReceiptWire, PaymentWire } from '@publi/contract';

const itemFromWire = (item: PaymentWire['items'][number]): PaymentItem => ({
  contractId: item.contract_id,
  creatorName: item.creator_name,
  amountCentavos: item.amount_centavos,
  feeCentavos: item.fee_centavos,
});

const pixDueOfferFromWire = (wire: PaymentQuoteWire['pix_due']): PixDueOffer => ({
  unavailableReason: wire.unavailable_reason,
  minTotalCentavos: wire.min_total_centavos,
  earliestDueDate: wire.earliest_due_date,
  latestDueDate: wire.latest_due_date,
  suggestedDueDate: wire.suggested_due_date,
  graceDays: wire.grace_days,
  fineBasisPoints: wire.fine_basis_points,
  interestBasisPointsPerMonth: wire.interest_basis_points_per_month,
});

const pixFromWire = (wire: NonNullable<PaymentWire['pix']>): PixCharge => ({
  code: wire.code,
  qrImage: wire.qr_image,
  txid: wire.txid,
  expiresAt: wire.expires_at,
  due:
    wire.due === null
      ? null
      : { dueDate: wire.due.due_date, lastDay: wire.due.last_day, fineBasisPoints: wire.due.fine_basis_points, interestBasisPointsPerMonth: wire.due.interest_basis_points_per_month },
});

/** The payment request's wire fields a refusal may name, in the application's names. */
export const PAYMENT_FIELD_NAMES: Readonly<Record<string, string>> = { contract_ids: 'contractIds', due_date: 'dueDate', card_token: 'cardToken', idempotency_key: 'idempotencyKey' };

/** A quote as the application reads it. */
export function quoteFromWire(wire: PaymentQuoteWire): PaymentQuote {
  return {
    projectId: wire.project_id,
    projectName: wire.project_name,
    items: wire.items.map(itemFromWire),
    amountCentavos: wire.amount_centavos,
    feeCentavos: wire.fee_centavos,
    totalCentavos: wire.total_centavos,
    feeBasisPoints: wire.fee_basis_points,
    pixExpiryMinutes: wire.pix_expiry_minutes,
    simulation: wire.simulation,
    pixDue: pixDueOfferFromWire(wire.pix_due),
  };
}

/** A payment as the application reads it. */
export function paymentFromWire(wire: Omit<PaymentWire, 'pix'> & { readonly pix: PaymentWire['pix'] }): Payment {
  return {
    id: wire.id,
    projectId: wire.project_id,
    projectName: wire.project_name,
    method: wire.method,
    status: wire.status,
    items: wire.items.map(itemFromWire),
    amountCentavos: wire.amount_centavos,
    feeCentavos: wire.fee_centavos,
    totalCentavos: wire.total_centavos,
    lateFeesCentavos: wire.late_fees_centavos,
    pix: wire.pix === null ? null : pixFromWire(wire.pix),
    card: wire.card,
    statusReason: wire.status_reason,
    createdAt: wire.created_at,
    paidAt: wire.paid_at,
    refundedAt: wire.refunded_at,
  };
}

/** A receipt as the application reads it. */
export function receiptFromWire(wire: PaymentReceiptWire): PaymentReceipt {
  return {
    payment: paymentFromWire(wire.payment),
    payer: wire.payer,
    payees: wire.payees.map((payee) => ({ contractId: payee.contract_id, name: payee.name, document: payee.document })),
    platform: wire.platform,
  };
}

/** A file sent to a contract. */
export function deliveryFileFromWire(wire: DeliveryFileWire): DeliveryFile {
  return { id: wire.id, name: wire.name, size: wire.size, contentType: wire.content_type };
}

/** A contract's delivery timeline. */
export function deliveriesFromWire(wire: DeliveriesWire): Deliveries {
  return {
    contractId: wire.contract_id,
    rounds: wire.rounds.map((round) => ({
      round: round.round,
      links: round.links,
      files: round.files.map(deliveryFileFromWire),
      note: round.note,
      deliveredAt: round.delivered_at,
      review: round.review,
    })),
    autoApprovalAt: wire.auto_approval_at,
    changeRoundsLeft: wire.change_rounds_left,
  };
}

const stagesFromWire = (wire: MoneyStagesWire): MoneyStages => ({
  heldCentavos: wire.held_centavos,
  availableCentavos: wire.available_centavos,
  payoutPendingCentavos: wire.payout_pending_centavos,
  paidOutCentavos: wire.paid_out_centavos,
});

/** A creator's earnings. */
export function earningsFromWire(wire: EarningsWire): Earnings {
  return {
    creatorId: wire.creator_id,
    totals: stagesFromWire(wire.totals),
    contracts: wire.contracts.map((row) => ({
      contractId: row.contract_id,
      projectName: row.project_name,
      brandName: row.brand_name,
      amountCentavos: row.amount_centavos,
      ...stagesFromWire(row),
      payout:
        row.payout === null ? null : { status: row.payout.status, requestedAt: row.payout.requested_at, settledAt: row.payout.settled_at, reason: row.payout.reason },
    })),
    destination: wire.destination,
    nudge: wire.nudge,
    canRequestPayout: wire.can_request_payout,
  };
}
