import { basisPointsToPercent, formatBRL, formatDate, pixDueLateFees, addCalendarDays } from '@publi/domain';

/** What a Pix com vencimento charges after its due date, as the quote offers it or the charge holds it. */
export interface LateTerms {
  readonly fineBasisPoints: number;
  readonly interestBasisPointsPerMonth: number;
}

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * "Depois do vencimento: multa de 2% (R$ 33,00) e juros de 1% ao mês (R$ 0,55 por dia), até
 * 11/12/2026." for `totalCentavos` due on `dueDate` and payable until `lastDay` (`YYYY-MM-DD`).
 * The amounts are the domain's (`pixDueLateFees`, what the server charges): the fine, and the
 * interest of one day late.
 */
export function lateTermsLine(totalCentavos: number, terms: LateTerms, dueDate: string, lastDay: string): string {
  const oneDayLate = pixDueLateFees(totalCentavos, dueDate, addCalendarDays(dueDate, 1));
  const fine = `multa de ${PERCENT.format(basisPointsToPercent(terms.fineBasisPoints))}% (${formatBRL(oneDayLate.fineCentavos)})`;
  const interest = `juros de ${PERCENT.format(basisPointsToPercent(terms.interestBasisPointsPerMonth))}% ao mês (${formatBRL(oneDayLate.interestCentavos)} por dia)`;
  return `Depois do vencimento: ${fine} e ${interest}, até ${formatDate(lastDay)}.`;
}
