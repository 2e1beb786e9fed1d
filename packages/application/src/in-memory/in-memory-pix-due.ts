import { addCalendarDays, formatBRL, isCalendarDay, PIX_DUE_TERMS, pixDueDateProblem, pixDueEnd, pixDueLastDay } from '@publi/domain';
import { ApplicationError } from '../errors/application-error.js';
import type { PixDueOffer, PixDueTerms } from '../model/payment.model.js';

// The server's words (its README's "Pix com vencimento"), so a script reads the same on either adapter.
const BELOW_MINIMUM = `Disponível para pagamentos a partir de ${formatBRL(PIX_DUE_TERMS.minTotalCentavos)}.`;
const NO_CNPJ = 'Cadastre o CNPJ da marca no seu perfil para pagar com Pix com vencimento.';

/**
 * Pix com vencimento as the in-memory payments offer it on `today` (São Paulo's day) for a total
 * of `totalCentavos`: the domain's terms, refused below their minimum or for a brand without a CNPJ.
 */
export function inMemoryPixDueOffer(totalCentavos: number, today: string, brandHasCnpj: boolean): PixDueOffer {
  const unavailableReason = totalCentavos < PIX_DUE_TERMS.minTotalCentavos ? BELOW_MINIMUM : brandHasCnpj ? null : NO_CNPJ;
  return {
    unavailableReason,
    minTotalCentavos: PIX_DUE_TERMS.minTotalCentavos,
    earliestDueDate: addCalendarDays(today, 1),
    latestDueDate: addCalendarDays(today, PIX_DUE_TERMS.maxDaysAhead),
    suggestedDueDate: addCalendarDays(today, PIX_DUE_TERMS.suggestedDaysAhead),
    graceDays: PIX_DUE_TERMS.graceDays,
    fineBasisPoints: PIX_DUE_TERMS.fineBasisPoints,
    interestBasisPointsPerMonth: PIX_DUE_TERMS.interestBasisPointsPerMonth,
  };
}

/**
 * The terms of a Pix com vencimento due on `dueDate`, and when it stops being payable (ISO), or
 * the server's refusal: `PAYMENT.PIX_DUE_UNAVAILABLE` (why, under `method`) or
 * `PAYMENT.DUE_DATE_INVALID` (what is wrong with the day, under `dueDate`).
 */
export function inMemoryPixDueCharge(offer: PixDueOffer, dueDate: string | undefined, today: string): { readonly due: PixDueTerms; readonly expiresAt: string } {
  if (offer.unavailableReason !== null) throw new ApplicationError('PAYMENT.PIX_DUE_UNAVAILABLE', undefined, { method: offer.unavailableReason });
  const day = dueDate?.trim() ?? '';
  const problem = day === '' ? 'Escolha a data de vencimento.' : isCalendarDay(day) ? pixDueDateProblem(day, today) : 'Informe o vencimento como uma data válida, no formato AAAA-MM-DD.';
  if (problem !== null) throw new ApplicationError('PAYMENT.DUE_DATE_INVALID', undefined, { dueDate: problem });
  const due = { dueDate: day, lastDay: pixDueLastDay(day), fineBasisPoints: offer.fineBasisPoints, interestBasisPointsPerMonth: offer.interestBasisPointsPerMonth };
  return { due, expiresAt: pixDueEnd(day).toISOString() };
}
