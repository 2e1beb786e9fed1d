/** A Brazilian bank with a compensation code, as Banco Central lists it. */
export interface Bank {
  /** Compensation code (COMPE), 3 digits with leading zeros, such as `'260'`. */
  readonly code: string;
  /** The institution's name as Banco Central publishes it, such as `'Banco do Brasil S.A.'`. */
  readonly name: string;
}
