import { addCalendarDays } from '../time/days.js';

/**
 * The terms of a Pix com vencimento (the API Pix's `cobv`), Publi's answer to the boleto for a
 * larger campaign: the brand picks a due date, pays until then at the quoted total, and for
 * `graceDays` more with a fine once and interest per calendar day (the PSP adds both when the
 * payer's bank reads the charge). The fine is the legal ceiling for consumer debts (2%), the
 * interest the usual 1% a month; both are the platform's (the README's "Pix com vencimento").
 */
export const PIX_DUE_TERMS = {
  /** The smallest total (R$ 1.000,00) that may be paid by Pix com vencimento: a larger campaign's. */
  minTotalCentavos: 100_000,
  /** The latest due date, in days from today. */
  maxDaysAhead: 30,
  /** The due date the checkout suggests, in days from today. */
  suggestedDaysAhead: 7,
  /** Days after the due date the charge may still be paid (the API Pix's `validadeAposVencimento`). */
  graceDays: 10,
  /** The fine charged once after the due date, in basis points of the total (200 = 2%). */
  fineBasisPoints: 200,
  /** The interest per month after the due date, in basis points of the total, counted per calendar day over 30. */
  interestBasisPointsPerMonth: 100,
} as const;

/** What paying a Pix com vencimento on a given day adds to its total: the fine and the interest, in centavos. */
export interface PixDueLateFees {
  readonly daysLate: number;
  readonly fineCentavos: number;
  readonly interestCentavos: number;
}

const MONTH_DAYS = 30;

/**
 * The pt-BR problem with `dueDate` (`YYYY-MM-DD`) on `today` (São Paulo's), or null when it may be
 * chosen: from tomorrow (a Pix due today is an immediate Pix) to {@link PIX_DUE_TERMS}.maxDaysAhead days ahead.
 */
export function pixDueDateProblem(dueDate: string, today: string): string | null {
  if (dueDate <= today) return 'Escolha um vencimento a partir de amanhã.';
  if (dueDate > addCalendarDays(today, PIX_DUE_TERMS.maxDaysAhead)) return `O vencimento pode ser em até ${String(PIX_DUE_TERMS.maxDaysAhead)} dias.`;
  return null;
}

/** The last calendar day a Pix com vencimento due on `dueDate` may be paid (the due date plus the grace days). */
export function pixDueLastDay(dueDate: string): string {
  return addCalendarDays(dueDate, PIX_DUE_TERMS.graceDays);
}

/**
 * The instant a Pix com vencimento due on `dueDate` stops being payable: the end of its last day
 * in São Paulo (UTC-3, no daylight saving since 2019).
 */
export function pixDueEnd(dueDate: string): Date {
  return new Date(`${addCalendarDays(pixDueLastDay(dueDate), 1)}T00:00:00-03:00`);
}

/**
 * What paying `totalCentavos` due on `dueDate` costs more when paid on `paidOn` (calendar days,
 * São Paulo's): nothing until the due date; after it the fine once and the interest per calendar
 * day, each rounded half up to the centavo.
 *
 * @example pixDueLateFees(165_000, '2026-12-05', '2026-12-08') // { daysLate: 3, fineCentavos: 3_300, interestCentavos: 165 }
 */
export function pixDueLateFees(totalCentavos: number, dueDate: string, paidOn: string): PixDueLateFees {
  const daysLate = calendarDaysBetween(dueDate, paidOn);
  if (daysLate <= 0) return { daysLate: 0, fineCentavos: 0, interestCentavos: 0 };
  const fineCentavos = Math.floor((totalCentavos * PIX_DUE_TERMS.fineBasisPoints + 5_000) / 10_000);
  const interestCentavos = Math.floor((totalCentavos * PIX_DUE_TERMS.interestBasisPointsPerMonth * daysLate + 5_000 * MONTH_DAYS) / (10_000 * MONTH_DAYS));
  return { daysLate, fineCentavos, interestCentavos };
}

/** Calendar days from `from` to `to` (negative when `to` comes first). */
function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}
