/** What the postal-code service says of a CEP, in the domain's names (the service's `uf` and `localidade`). */
export interface PostalCodeLocation {
  /** State sigla (the service's `uf`). */
  readonly state: string;
  /** City name (the service's `localidade`). */
  readonly city: string;
}

/** A CEP's state and city, ready for the address form. */
export interface PostalCodeAddress {
  /** The CEP's 8 digits. */
  readonly postalCode: string;
  /** State sigla. */
  readonly state: string;
  /** City name. */
  readonly city: string;
}
