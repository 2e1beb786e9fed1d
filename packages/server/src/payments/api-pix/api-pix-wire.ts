import { createHash } from 'node:crypto';
import { basisPointsToPercent } from '@publi/domain';
import type { PixDueTerms } from '../../ports/payment-provider.port.js';

// The API Pix's bodies as Publi sends and reads them (specs/pix-api/openapi.yaml, v2.9.0). Money
// travels as text with two decimals ("1650.00"), never as a number.

/** Which of the API's charges: immediate (`cob`) or with a due date (`cobv`). */
export type ChargeKind = 'cob' | 'cobv';

/** Centavos as the API's amount text: 165000 is "1650.00". */
export function valorOf(centavos: number): string {
  return `${String(Math.floor(centavos / 100))}.${String(centavos % 100).padStart(2, '0')}`;
}

/** The API's amount text as centavos, or null when it is not one. */
export function centavosOf(valor: unknown): number | null {
  if (typeof valor !== 'string') return null;
  const parts = /^(\d{1,10})\.(\d{2})$/.exec(valor);
  return parts === null ? null : Number(parts[1]) * 100 + Number(parts[2]);
}

/**
 * An id the API takes (letters and digits, 26 to 35 for a txid, up to 35 for a refund), made from
 * Publi's idempotency key: the same key always names the same charge or refund at the PSP, so a
 * call repeated after a lost answer finds what the first one made.
 */
export function pspIdOf(idempotencyKey: string): string {
  return createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 35);
}

/** Publi's id of a charge at the PSP: its kind and txid, so a refund knows where to look. */
export function chargeIdOf(kind: ChargeKind, txid: string): string {
  return `${kind}/${txid}`;
}

/** The kind and txid of a charge id made by {@link chargeIdOf}, or null for another provider's. */
export function parseChargeId(chargeId: string): { kind: ChargeKind; txid: string } | null {
  const parts = /^(cobv?)\/([a-zA-Z0-9]{26,35})$/.exec(chargeId);
  return parts === null ? null : { kind: parts[1] as ChargeKind, txid: parts[2] ?? '' };
}

/** `PUT /cob/{txid}`'s body: payable for `expiresInSeconds`. */
export function cobBody(pixKey: string, amountCentavos: number, expiresInSeconds: number, reference: string) {
  return { calendario: { expiracao: expiresInSeconds }, valor: { original: valorOf(amountCentavos) }, chave: pixKey, solicitacaoPagador: payerMessage(reference) };
}

/** `PUT /cobv/{txid}`'s body: the due date, the days after it, the fine (a percent) and the interest (a percent a month, calendar days). */
export function cobvBody(pixKey: string, amountCentavos: number, due: PixDueTerms, reference: string) {
  return {
    calendario: { dataDeVencimento: due.dueDate, validadeAposVencimento: due.graceDays },
    devedor: { cnpj: due.payer.cnpj, nome: due.payer.name.slice(0, 200) },
    valor: {
      original: valorOf(amountCentavos),
      multa: { modalidade: 2, valorPerc: percentText(due.fineBasisPoints) },
      juros: { modalidade: 3, valorPerc: percentText(due.interestBasisPointsPerMonth) },
    },
    chave: pixKey,
    solicitacaoPagador: payerMessage(reference),
  };
}

/** What the payer's bank app shows beside the amount (at most 140 characters). */
function payerMessage(reference: string): string {
  return `Publi: pagamento de contratos (${reference})`.slice(0, 140);
}

function percentText(basisPoints: number): string {
  return basisPointsToPercent(basisPoints).toFixed(2);
}
