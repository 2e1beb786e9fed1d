import type { PaymentQuoteWire, PaymentReceiptWire, PaymentWire } from '@publi/contract';
import { PIX_DUE_TERMS, pixDueLastDay, receiptDocument } from '@publi/domain';

type PaymentPixWire = NonNullable<PaymentWire['pix']>;
import type { MoneyDeps } from './payments-deps.js';
import type { PaymentView } from './payments.repository.js';
import type { PaymentReceipt } from './payments-read.service.js';
import type { QuoteView } from './payments.service.js';

/** The platform as receipts name it; its CNPJ is configured with the real company (none in the sandbox). */
const PLATFORM = { name: 'Publi Tecnologia Ltda.', document: null };

/** A payment on the wire; the Pix is shown only while it can still be paid. */
export function toPaymentWire({ row, projectName, items }: PaymentView): PaymentWire {
  const pix =
    row.status === 'pending' && row.pixCode !== null && row.pixTxid !== null && row.pixExpiresAt !== null && row.pixQr !== null
      ? { code: row.pixCode, qr_image: row.pixQr, expires_at: row.pixExpiresAt.toISOString(), txid: row.pixTxid, due: pixDueWire(row.pixDueDate) }
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
    late_fees_centavos: row.lateFeesCentavos,
    pix,
    card: row.cardBrand !== null && row.cardLast4 !== null ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    status_reason: row.statusReason,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** A payment in a list or on its receipt: the Pix is never shown there. */
export function toPaymentSummaryWire(view: PaymentView): PaymentWire & { pix: null } {
  return { ...toPaymentWire(view), pix: null };
}

/** The checkout's quote on the wire, with the money settings it is made with. */
export function toQuoteWire(
  { quote, projectId, projectName, creatorNames, pixDue }: QuoteView,
  settings: Pick<MoneyDeps, 'feeBasisPoints' | 'pixExpiryMinutes' | 'simulation'>,
): PaymentQuoteWire {
  return {
    project_id: projectId,
    project_name: projectName,
    items: quote.items.map((item) => ({ contract_id: item.contractId, creator_name: creatorNames.get(item.contractId) ?? '', amount_centavos: item.amountCentavos, fee_centavos: item.feeCentavos })),
    amount_centavos: quote.amountCentavos,
    fee_centavos: quote.feeCentavos,
    total_centavos: quote.totalCentavos,
    fee_basis_points: settings.feeBasisPoints,
    pix_expiry_minutes: settings.pixExpiryMinutes,
    simulation: settings.simulation,
    pix_due: {
      unavailable_reason: pixDue.unavailableReason,
      min_total_centavos: PIX_DUE_TERMS.minTotalCentavos,
      earliest_due_date: pixDue.earliestDueDate,
      latest_due_date: pixDue.latestDueDate,
      suggested_due_date: pixDue.suggestedDueDate,
      grace_days: PIX_DUE_TERMS.graceDays,
      fine_basis_points: PIX_DUE_TERMS.fineBasisPoints,
      interest_basis_points_per_month: PIX_DUE_TERMS.interestBasisPointsPerMonth,
    },
  };
}

/** A Pix com vencimento's terms on the wire; null for an immediate Pix. */
function pixDueWire(dueDate: string | null): PaymentPixWire['due'] {
  if (dueDate === null) return null;
  return { due_date: dueDate, last_day: pixDueLastDay(dueDate), fine_basis_points: PIX_DUE_TERMS.fineBasisPoints, interest_basis_points_per_month: PIX_DUE_TERMS.interestBasisPointsPerMonth };
}

/**
 * A paid payment's receipt: the brand (company name and CNPJ), each creator (name and the
 * document payouts go to, a CPF shown masked), and the platform. It records the payment held by
 * Publi; the nota fiscal is out of scope.
 */
export function toPaymentReceiptWire({ view, payer, payeeDocuments }: PaymentReceipt): PaymentReceiptWire {
  return {
    payment: toPaymentSummaryWire(view),
    payer: { name: payer?.companyName || payer?.name || '', document: payer?.cnpj ? receiptDocument(payer.cnpj) : null },
    payees: view.items.map((item) => {
      const document = payeeDocuments.get(item.creatorId);
      return { contract_id: item.contractId, name: item.creatorName, document: document ? receiptDocument(document) : null };
    }),
    platform: PLATFORM,
  };
}
