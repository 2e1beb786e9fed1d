import { daysBetween, percentOf, toCentavos } from './pix-values.js';

interface Modality {
  readonly modalidade: number;
  readonly valorPerc: string;
}

/** A cobv's `valor` as the client sent it (it passed the document). */
export interface CobVValor {
  readonly original: string;
  readonly multa?: Modality;
  readonly juros?: Modality;
  readonly abatimento?: Modality;
  readonly desconto?: unknown;
}

/** What a payment of a cobv is made of, in centavos: the Pix's `componentesValor`. */
export interface ValueComponents {
  readonly original: number;
  readonly multa: number;
  readonly juros: number;
  readonly abatimento: number;
}

// Daily interest for the calendar-day modalities (1 to 4): a fixed value a day, or a percent
// of the original a day, a month of 30 days or a year of 365 days.
function jurosFor(original: number, juros: Modality, daysLate: number): number {
  switch (juros.modalidade) {
    case 1:
      return toCentavos(juros.valorPerc) * daysLate;
    case 2:
      return percentOf(original, Number(juros.valorPerc) * daysLate);
    case 3:
      return percentOf(original, (Number(juros.valorPerc) * daysLate) / 30);
    case 4:
      return percentOf(original, (Number(juros.valorPerc) * daysLate) / 365);
    default:
      throw new Error(`the local PSP does not simulate juros.modalidade ${juros.modalidade} (business days)`);
  }
}

function fixedOrPercent(original: number, part: Modality): number {
  return part.modalidade === 1 ? toCentavos(part.valorPerc) : percentOf(original, Number(part.valorPerc));
}

/**
 * The amount a cobv asks on a given day (Brasília's date), split as the API Pix's
 * `componentesValor`: the fine once, on any day after the due date; the interest per calendar
 * day late; the rebate always. Calendar days only: the standard's move of a due date that falls
 * on a weekend or holiday to the next business day is not simulated, nor are discounts.
 */
export function cobvComponents(valor: CobVValor, dataDeVencimento: string, payDate: string): ValueComponents {
  if (valor.desconto !== undefined) throw new Error('the local PSP does not simulate valor.desconto');
  const original = toCentavos(valor.original);
  const daysLate = Math.max(0, daysBetween(dataDeVencimento, payDate));
  return {
    original,
    multa: daysLate > 0 && valor.multa ? fixedOrPercent(original, valor.multa) : 0,
    juros: daysLate > 0 && valor.juros ? jurosFor(original, valor.juros, daysLate) : 0,
    abatimento: valor.abatimento ? fixedOrPercent(original, valor.abatimento) : 0,
  };
}

/** The Pix's `valor` for these components. */
export function totalOf(components: ValueComponents): number {
  return components.original + components.multa + components.juros - components.abatimento;
}
