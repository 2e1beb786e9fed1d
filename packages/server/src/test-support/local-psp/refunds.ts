import { newReturnId, toCentavos, toValor } from './pix-values.js';
import type { Violation } from './strict-fields.js';

/** A devolução of a received Pix. */
export interface Refund {
  readonly id: string;
  readonly rtrId: string;
  readonly valor: number;
  readonly natureza?: string;
  readonly descricao?: string;
  readonly solicitacao: Date;
  liquidacao?: Date;
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  readonly motivo?: string;
}

/** A received Pix as far as refunds go: its amount and the devoluções asked so far. */
export interface RefundablePix {
  readonly valor: number;
  readonly refunds: Refund[];
}

/** The `DevolucaoSolicitada` body (it passed the document). */
export interface RefundRequest {
  readonly valor: string;
  readonly natureza?: string;
  readonly descricao?: string;
}

/** Why a refund the PSP would otherwise make is refused (`refuseRefunds`). */
export const REFUSED_REFUND_MOTIVO = 'Devolução recusada pelo PSP recebedor (recusa simulada).';

/** What a refund still outstanding or made takes from the Pix: a refused one takes nothing. */
function refundedSoFar(pix: RefundablePix): number {
  return pix.refunds.filter((refund) => refund.status !== 'NAO_REALIZADO').reduce((sum, refund) => sum + refund.valor, 0);
}

/**
 * Asks a devolução: refused when its id was already used for this Pix or when the devoluções
 * would exceed the Pix's valor (nothing changes then); otherwise recorded, `EM_PROCESSAMENTO`,
 * or `NAO_REALIZADO` with a motivo when the PSP refuses refunds.
 */
export function askRefund(pix: RefundablePix, id: string, request: RefundRequest, refuse: boolean, now: Date): Refund | Violation {
  if (pix.refunds.some((refund) => refund.id === id)) {
    return { razao: `A devolução ${id} já foi solicitada para este Pix.`, propriedade: 'id', valor: id };
  }
  const valor = toCentavos(request.valor);
  if (valor <= 0) return { razao: 'O valor da devolução deve ser maior que zero.', propriedade: 'valor', valor: request.valor };
  const left = pix.valor - refundedSoFar(pix);
  if (valor > left) {
    return { razao: `O valor da devolução excede o valor ainda devolvível do Pix (${toValor(left)}).`, propriedade: 'valor', valor: request.valor };
  }
  const refund: Refund = {
    id,
    rtrId: newReturnId(now),
    valor,
    ...(request.natureza === undefined ? {} : { natureza: request.natureza }),
    ...(request.descricao === undefined ? {} : { descricao: request.descricao }),
    solicitacao: now,
    status: refuse ? 'NAO_REALIZADO' : 'EM_PROCESSAMENTO',
    ...(refuse ? { motivo: REFUSED_REFUND_MOTIVO } : {}),
  };
  pix.refunds.push(refund);
  return refund;
}

/** The refund as the API Pix's `Devolucao`. */
export function refundToWire(refund: Refund): Record<string, unknown> {
  return {
    id: refund.id,
    rtrId: refund.rtrId,
    valor: toValor(refund.valor),
    ...(refund.natureza === undefined ? {} : { natureza: refund.natureza }),
    ...(refund.descricao === undefined ? {} : { descricao: refund.descricao }),
    horario: {
      solicitacao: refund.solicitacao.toISOString(),
      ...(refund.liquidacao ? { liquidacao: refund.liquidacao.toISOString() } : {}),
    },
    status: refund.status,
    ...(refund.motivo === undefined ? {} : { motivo: refund.motivo }),
  };
}
