import { saoPauloDay } from '@publi/domain';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@publi/contract';
import type { ExportSheet } from '../projects/export/index.js';
import type { PaymentView } from './payments.repository.js';

const day = (at: Date | null) => (at === null ? null : saoPauloDay(at));

/**
 * The brand's payments as a spreadsheet: one row per contract paid, so a project's single Pix splits
 * as the ledger does, a late Pix com vencimento's fine and interest included.
 */
export function toPaymentsSheet(views: readonly PaymentView[]): ExportSheet {
  return {
    title: 'Pagamentos',
    columns: [
      { header: 'Pagamento', kind: 'int', width: 11 },
      { header: 'Data', kind: 'date', width: 12 },
      { header: 'Projeto', kind: 'text', width: 32 },
      { header: 'Criador', kind: 'text', width: 28 },
      { header: 'Forma', kind: 'text', width: 20 },
      { header: 'Status', kind: 'text', width: 22 },
      { header: 'Valor (R$)', kind: 'money', width: 14 },
      { header: 'Taxa (R$)', kind: 'money', width: 12 },
      { header: 'Multa e juros (R$)', kind: 'money', width: 18 },
      { header: 'Total (R$)', kind: 'money', width: 14 },
      { header: 'Pago em', kind: 'date', width: 12 },
      { header: 'Estornado em', kind: 'date', width: 14 },
    ],
    rows: views.flatMap(({ row, projectName, items }) =>
      items.map((item) => [
        row.id,
        day(row.createdAt),
        projectName,
        item.creatorName,
        PAYMENT_METHOD_LABELS[row.method],
        PAYMENT_STATUS_LABELS[row.status],
        item.amountCentavos,
        item.feeCentavos,
        item.lateFeesCentavos,
        item.amountCentavos + item.feeCentavos + item.lateFeesCentavos,
        day(row.paidAt),
        day(item.refundedAt ?? row.refundedAt),
      ]),
    ),
  };
}
