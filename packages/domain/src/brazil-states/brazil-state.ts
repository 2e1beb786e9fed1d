/**
 * A Brazilian federative unit (one of the 26 states or the Distrito Federal) with its municipalities
 * as IBGE names them.
 */
export interface BrazilState {
  /** The two-letter abbreviation, upper case, e.g. `"SP"`. */
  readonly sigla: string;
  /** The unit's name with its accents, e.g. `"São Paulo"`. */
  readonly nome: string;
  /** Every municipality of the unit, IBGE's spelling with accents, sorted in pt-BR order. */
  readonly cidades: readonly string[];
}
