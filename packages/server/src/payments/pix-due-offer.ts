import { addCalendarDays, formatBRL, PIX_DUE_TERMS, pixDueDateProblem, pixDueEnd, saoPauloDay } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import { AppError } from '../errors/app-error.js';
import type { PixDueTerms } from '../ports/payment-provider.port.js';

/** Pix com vencimento as the checkout offers it to one brand for one total, on one day. */
export interface PixDueOffer {
  /** Why it cannot be chosen, in pt-BR; null when it can. */
  readonly unavailableReason: string | null;
  readonly earliestDueDate: string;
  readonly latestDueDate: string;
  readonly suggestedDueDate: string;
}

const NEEDS_CNPJ = 'Cadastre o CNPJ da marca no seu perfil para pagar com Pix com vencimento.';
const TOO_SMALL = `Disponível para pagamentos a partir de ${formatBRL(PIX_DUE_TERMS.minTotalCentavos)}.`;
const DUE_DATE_REQUIRED = 'Escolha a data de vencimento.';
const DUE_DATE_ONLY_FOR_PIX_DUE = 'O vencimento só vale para o Pix com vencimento.';

/**
 * The offer for `brand` paying `totalCentavos` at `now`: for a larger campaign's total, and only
 * with the brand's CNPJ, which the API Pix's charge with a due date requires (its `devedor`).
 */
export function pixDueOffer(brand: Pick<Account, 'cnpj'>, totalCentavos: number, now: Date): PixDueOffer {
  const today = saoPauloDay(now);
  const unavailableReason = totalCentavos < PIX_DUE_TERMS.minTotalCentavos ? TOO_SMALL : brand.cnpj === null || brand.cnpj === '' ? NEEDS_CNPJ : null;
  return {
    unavailableReason,
    earliestDueDate: addCalendarDays(today, 1),
    latestDueDate: addCalendarDays(today, PIX_DUE_TERMS.maxDaysAhead),
    suggestedDueDate: addCalendarDays(today, PIX_DUE_TERMS.suggestedDaysAhead),
  };
}

/**
 * The charge's terms for a `pix_due` request, checked against the offer; none for another method.
 *
 * @throws AppError `PAYMENT.PIX_DUE_UNAVAILABLE` (the reason beside the method), `PAYMENT.DUE_DATE_INVALID` (beside the date).
 */
export function pixDueTermsOf(
  request: { readonly method: string; readonly dueDate: string | undefined },
  brand: Pick<Account, 'cnpj' | 'name' | 'companyName' | 'legalName'>,
  totalCentavos: number,
  now: Date,
): { terms: PixDueTerms; expiresAt: Date } | null {
  if (request.method !== 'pix_due') {
    if (request.dueDate !== undefined) throw new AppError('PAYMENT.DUE_DATE_INVALID', { due_date: DUE_DATE_ONLY_FOR_PIX_DUE });
    return null;
  }
  const offer = pixDueOffer(brand, totalCentavos, now);
  if (offer.unavailableReason !== null) throw new AppError('PAYMENT.PIX_DUE_UNAVAILABLE', { method: offer.unavailableReason }, offer.unavailableReason);
  const problem = request.dueDate === undefined ? DUE_DATE_REQUIRED : pixDueDateProblem(request.dueDate, saoPauloDay(now));
  if (problem !== null || request.dueDate === undefined) throw new AppError('PAYMENT.DUE_DATE_INVALID', { due_date: problem ?? DUE_DATE_REQUIRED });
  const payer = { name: brand.legalName || brand.companyName || brand.name, cnpj: brand.cnpj ?? '' };
  const terms = { dueDate: request.dueDate, graceDays: PIX_DUE_TERMS.graceDays, fineBasisPoints: PIX_DUE_TERMS.fineBasisPoints, interestBasisPointsPerMonth: PIX_DUE_TERMS.interestBasisPointsPerMonth, payer };
  return { terms, expiresAt: pixDueEnd(request.dueDate) };
}
