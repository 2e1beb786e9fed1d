import type {  PaymentWire } from '@publi/contract';
import type { PaymentView } from './payments.repository.js';

/** A payment on the wire; the Pix is shown only while it can still be paid. */
export function toPaymentWire({ row, projectName, items }: PaymentView): PaymentWire {
  const pix =
    row.status === 'pending' && row.pixCode !== null && row.pixTxid !== null && row.pixExpiresAt !== null && row.pixQr !== null
      ? { code: row.pixCode, qr_image: row.pixQr, expires_at: row.pixExpiresAt.toISOString(), txid: row.pixTxid }
      : null;
  return {
    id: row.id,
    project_id: row.projectId,
    project_name: projectName,
    // The CHECK constraints of migration 0008 keep these to the contract's values.
    method: row.method,
    status: row.status,
    items: items.map((item) => ({ contract_id: item.contractId, creator_name: item.creatorName, amount_centavos: item.amountCentavos, fee_centavos: item.feeCentavos })),
    amount_centavos: row.amountCentavos,
    fee_centavos: row.feeCentavos,
    total_centavos: row.amountCentavos + row.feeCentavos,
    pix,
    card: row.cardBrand !== null && row.cardLast4 !== null ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    status_reason: row.statusReason,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}
